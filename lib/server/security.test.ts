import { PAGES } from '@/lib/shared/pages';
import { TURNSTILE_ORIGIN } from '@/lib/shared/forms/human-check';
import { PRIVATE_PAGE_PATHS, pagePolicy, privatePolicy, sha256, staffPolicy } from './security';

/** A page as the post-build step reads it: an inline script, a data block, a script file and an inline style. */
const HTML = [
  '<html><head><script>document.documentElement.classList.add("js")</script>',
  '<noscript><style>.consent-banner{display:none}</style></noscript></head><body>',
  '<script>try{sessionStorage.setItem("requestToken","x")}catch(e){}</script>',
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
  '<script src="/_next/static/chunks/app.js"></script></body></html>',
].join('');

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the private pages’ policy', () => {
  it('covers the staff’s lead inbox and a visitor’s own request, and no other page', () => {
    expect(PRIVATE_PAGE_PATHS).toEqual([PAGES.leadInbox.path, PAGES.yourRequest.path, PAGES.review.path]);
    expect(privatePolicy(PAGES.about.path, HTML)).toBeNull();
    expect(privatePolicy(PAGES.leadInbox.path, HTML)).toBe(staffPolicy(HTML));
  });

  it('on a visitor’s own request: only this site, the page’s exact inline scripts, its own API, its blob: photos, and no chat or other origin', () => {
    const policy = privatePolicy(PAGES.yourRequest.path, HTML) ?? '';
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha256('document.documentElement.classList.add("js")')} ${sha256('try{sessionStorage.setItem("requestToken","x")}catch(e){}')}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${sha256('.consent-banner{display:none}')}`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'frame-src')).toBe('');
    expect(policy).not.toMatch(/https?:|wss:|intercom|unsafe|\*/);
    // The other pages' policy lets the chat vendor in; this one is narrower in every way.
    expect(pagePolicy(HTML, [])).toMatch(/intercom/);
    // Framing is refused in the header, where a meta tag cannot say it.
    expect(privatePolicy(PAGES.yourRequest.path, HTML, { header: true })).toBe(`${policy}; frame-ancestors 'none'`);
  });
});

describe("the visitors' pages' policy and the human check", () => {
  const words = (policy: string, name: string) => directive(policy, name).split(' ').slice(1);

  it("lets Turnstile's script and frames in, as its CSP reference asks, and nothing more of it (its token goes to our own Worker)", () => {
    const policy = pagePolicy(HTML, []);
    expect(words(policy, 'script-src')).toContain(TURNSTILE_ORIGIN);
    expect(words(policy, 'frame-src')).toContain(TURNSTILE_ORIGIN);
    expect(words(policy, 'connect-src')).not.toContain(TURNSTILE_ORIGIN);
  });

  it('gives the private pages (the staff’s, a visitor’s own request) nothing of it', () => {
    for (const path of PRIVATE_PAGE_PATHS) {
      expect(privatePolicy(path, HTML)).not.toContain(TURNSTILE_ORIGIN);
      expect(privatePolicy(path, HTML, { header: true })).not.toContain(TURNSTILE_ORIGIN);
    }
  });
});
