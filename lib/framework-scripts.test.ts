import { FRAMEWORK_MANIFEST_ID, deferFramework, frameworkManifest, inlineFlight } from './framework-scripts';

const FLIGHT = '1:"$Sreact.fragment"\n2:["$","p",null,{"children":"Hello"}]\n';
const push = (chunk: unknown) => `<script>self.__next_f.push(${JSON.stringify(chunk)})</script>`;

const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>',
  '<script>document.documentElement.classList.add("js")</script>',
  '<script src="/assets/site-1.js" defer=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><p>Hello</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"],"runtimeModuleIds":[1]});</script>',
  push([1, FLIGHT.slice(0, 20)]),
  push([1, FLIGHT.slice(20)]),
  '<script src="/_next/static/chunks/late.js" async=""></script></body></html>',
].join('');

function manifestOf(html: string) {
  const json = new RegExp(`<script type="application/json" id="${FRAMEWORK_MANIFEST_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('inlineFlight', () => {
  it('joins the text chunks and names the tags that carry them', () => {
    expect(inlineFlight(PAGE)).toEqual({ data: FLIGHT, tags: [expect.stringContaining('push([0])'), expect.any(String), expect.any(String)] });
  });

  it('gives up on anything but text chunks', () => {
    expect(inlineFlight(PAGE.replace('</body>', `${push([3, 'AAAA'])}</body>`))).toBeNull();
  });
});

describe('deferFramework', () => {
  const out = deferFramework(PAGE, [
    { url: '/other/index.txt', text: 'something else' },
    { url: '/page/index.txt', text: FLIGHT },
  ]);

  it('lists every framework script in page order, the polyfill marked, and the file that holds the flight data', () => {
    expect(manifestOf(out)).toEqual({
      scripts: [
        { src: '/_next/static/chunks/main.js' },
        { src: '/_next/static/chunks/turbopack-1.js' },
        { src: '/_next/static/chunks/polyfill.js', noModule: true },
        { src: '/_next/static/chunks/late.js' },
      ],
      flight: '/page/index.txt',
    });
  });

  it('takes the framework scripts, their preloads and the inline flight data out, and leaves everything else', () => {
    expect(out).not.toMatch(/<script src="\/_next\//);
    expect(out).not.toContain('as="script"');
    expect(out).not.toContain('__next_f');
    expect(out).toContain('<link rel="preload" href="/_next/static/media/font.woff2"');
    expect(out).toContain('<script src="/assets/site-1.js" defer=""></script>');
    expect(out).toContain('<script>document.documentElement.classList.add("js")</script>');
    expect(out).toContain('<p>Hello</p>');
  });

  it('keeps the flight data inline when no file holds exactly the same bytes', () => {
    const kept = deferFramework(PAGE, [{ url: '/page/index.txt', text: `${FLIGHT} ` }]);
    expect(manifestOf(kept).flight).toBeNull();
    expect(kept).toContain('(self.__next_f=self.__next_f||[]).push([0])');
  });

  it('lists the islands runtime instead, where it is given: no framework, no flight data, and nothing of the bundler', () => {
    const runtime = [
      { src: '/assets/islands/main-1.js', module: 'entry' as const },
      { src: '/assets/islands/lead-dialogs-1.js', module: 'import' as const },
    ];
    const islands = deferFramework(PAGE, [{ url: '/page/index.txt', text: FLIGHT }], runtime);
    expect(manifestOf(islands)).toEqual({ scripts: runtime, flight: null });
    expect(islands).not.toMatch(/<script src="\/_next\//);
    expect(islands).not.toContain('__next_f');
    expect(islands).not.toContain('TURBOPACK');
    expect(islands).toContain('<script src="/assets/site-1.js" defer=""></script>');
    // Even flight data that no file holds: nothing on the page reads it.
    expect(deferFramework(PAGE, [], runtime)).not.toContain('__next_f');
    // A page without islands loads nothing.
    expect(manifestOf(deferFramework(PAGE, [], []))).toEqual({ scripts: [], flight: null });
  });

  it('changes a page once, and leaves a page without framework scripts alone', () => {
    expect(deferFramework(out)).toBe(out);
    const plain = '<html><head></head><body><script src="/assets/site-1.js" defer=""></script></body></html>';
    expect(deferFramework(plain)).toBe(plain);
  });
});

describe('frameworkManifest', () => {
  const doc = (text: string | null) => ({ getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) });

  it('reads the manifest back', () => {
    expect(frameworkManifest(doc('{"scripts":[{"src":"/_next/static/chunks/main.js"}],"flight":"/index.txt"}'))).toEqual({
      scripts: [{ src: '/_next/static/chunks/main.js' }],
      flight: '/index.txt',
    });
  });

  it("reads the islands runtime's modules back", () => {
    const scripts = [
      { src: '/assets/islands/main-1.js', module: 'entry' },
      { src: '/assets/islands/chunk-1.js', module: 'import' },
    ];
    expect(frameworkManifest(doc(JSON.stringify({ scripts, flight: null })))).toEqual({ scripts, flight: null });
  });

  it('is empty for no manifest, a broken one, or URLs from anywhere else', () => {
    const empty = { scripts: [], flight: null };
    expect(frameworkManifest(doc(null))).toEqual(empty);
    expect(frameworkManifest(doc('{not json'))).toEqual(empty);
    expect(frameworkManifest(doc('{"scripts":[{"src":"https://evil.example/x.js"}],"flight":"//evil.example/x.txt"}'))).toEqual(empty);
    // A module only from the runtime's folder, and the framework's scripts only as plain scripts.
    expect(frameworkManifest(doc('{"scripts":[{"src":"https://evil.example/x.js","module":"entry"},{"src":"/_next/static/chunks/main.js","module":"entry"},{"src":"/assets/islands/x.js","module":"run"}]}'))).toEqual(empty);
  });
});
