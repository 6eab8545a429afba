import { TURNSTILE_ORIGIN } from '@/lib/human-check';
import { pagePolicy, staffPolicy } from './security';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
const HTML = '<html><head><script>boot()</script></head><body></body></html>';

describe("the visitors' pages' policy and the human check", () => {
  it("lets Turnstile's script and frames in, as its CSP reference asks", () => {
    const policy = pagePolicy(HTML, []);
    expect(directive(policy, 'script-src')).toContain(TURNSTILE_ORIGIN);
    expect(directive(policy, 'frame-src')).toContain(TURNSTILE_ORIGIN);
    // Nothing else of it: its token goes to our own Worker.
    expect(directive(policy, 'connect-src')).not.toContain(TURNSTILE_ORIGIN);
  });

  it("gives the visitor's own page and the staff pages nothing of it", () => {
    for (const policy of [pagePolicy(HTML, [], { humanCheck: false }), staffPolicy(HTML), staffPolicy(HTML, { header: true })]) expect(policy).not.toContain(TURNSTILE_ORIGIN);
  });
});
