import { FRAMEWORK_SCRIPTS_ID, deferFrameworkScripts, frameworkScripts } from './framework-scripts';

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
  '<script src="/_next/static/chunks/late.js" async=""></script></body></html>',
].join('');

function listed(html: string) {
  const json = new RegExp(`<script type="application/json" id="${FRAMEWORK_SCRIPTS_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('deferFrameworkScripts', () => {
  const out = deferFrameworkScripts(PAGE);

  it('lists every framework script, in page order, the polyfill marked', () => {
    expect(listed(out)).toEqual([
      { src: '/_next/static/chunks/main.js' },
      { src: '/_next/static/chunks/turbopack-1.js' },
      { src: '/_next/static/chunks/polyfill.js', noModule: true },
      { src: '/_next/static/chunks/late.js' },
    ]);
  });

  it('takes the framework scripts and their preloads out, and leaves everything else', () => {
    expect(out).not.toMatch(/<script src="\/_next\//);
    expect(out).not.toContain('as="script"');
    expect(out).toContain('<link rel="preload" href="/_next/static/media/font.woff2"');
    expect(out).toContain('<script src="/assets/site-1.js" defer=""></script>');
    expect(out).toContain('<script>document.documentElement.classList.add("js")</script>');
    expect(out).toContain('(self.__next_f=self.__next_f||[]).push([0])');
  });

  it('changes a page once, and leaves a page without framework scripts alone', () => {
    expect(deferFrameworkScripts(out)).toBe(out);
    const plain = '<html><head></head><body><script src="/assets/site-1.js" defer=""></script></body></html>';
    expect(deferFrameworkScripts(plain)).toBe(plain);
  });
});

describe('frameworkScripts', () => {
  const doc = (text: string | null) => ({ getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) });

  it('reads the list back', () => {
    expect(frameworkScripts(doc('[{"src":"/_next/static/chunks/main.js"}]'))).toEqual([{ src: '/_next/static/chunks/main.js' }]);
  });

  it('is empty for no list, a broken one, or scripts from anywhere else', () => {
    expect(frameworkScripts(doc(null))).toEqual([]);
    expect(frameworkScripts(doc('{not json'))).toEqual([]);
    expect(frameworkScripts(doc('[{"src":"https://evil.example/x.js"}]'))).toEqual([]);
  });
});
