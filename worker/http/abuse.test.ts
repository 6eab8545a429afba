import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_FILL_MS, PERSON_GUARD } from '@/lib/shared/forms/lead-rules';
import { clientKey, failsGuard, withinLimits } from './abuse';
import { LEAD_POSTS_PER_MINUTE, PHOTO_POSTS_PER_MINUTE } from '../limits';

const from = (address?: string) => new Request('https://site.example/api/leads/lead', { method: 'POST', headers: address ? { 'CF-Connecting-IP': address } : {} });

/** A limiter that counts each key, as the binding does within one window. */
function limiter(limit: number): RateLimit & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    limit: async ({ key }) => {
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return { success: n <= limit };
    },
  };
}

describe('clientKey', () => {
  it('is the address Cloudflare names; an IPv6 address counts as its /64', () => {
    expect(clientKey(from('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(from('2001:db8:85a3:0042:1000:8a2e:0370:7334'))).toBe('2001:db8:85a3:42::/64');
    expect(clientKey(from('2001:db8:85a3:42:ffff::1'))).toBe('2001:db8:85a3:42::/64');
    expect(clientKey(from('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(clientKey(from())).toBe('unknown');
  });
});

describe('withinLimits', () => {
  it('counts every lead post, and posts with photos against their own tighter limit too', async () => {
    const env = { LEAD_RATE_LIMIT: limiter(3), PHOTO_RATE_LIMIT: limiter(1) };
    expect(await withinLimits(env, 'a', true)).toBe(true);
    expect(await withinLimits(env, 'a', true)).toBe(false);
    expect(await withinLimits(env, 'a', false)).toBe(true);
    expect(await withinLimits(env, 'a', false)).toBe(false);
    expect(await withinLimits(env, 'b', true)).toBe(true);
    expect(env.PHOTO_RATE_LIMIT.counts.get('a')).toBe(2);
  });

  it('limits nothing where the bindings are missing', async () => {
    expect(await withinLimits({}, 'a', true)).toBe(true);
  });

  it('is configured in wrangler.toml as the constants say, live and in the preview', () => {
    const toml = readFileSync(join(__dirname, '..', '..', 'wrangler.toml'), 'utf8');
    const limits = (name: string) => [...toml.matchAll(new RegExp(`^name = "${name}"\\n[^\\n]*\\nsimple = \\{ limit = (\\d+), period = (\\d+) \\}$`, 'gm'))].map((match) => [Number(match[1]), Number(match[2])]);
    expect(limits('LEAD_RATE_LIMIT')).toEqual([
      [LEAD_POSTS_PER_MINUTE, 60],
      [LEAD_POSTS_PER_MINUTE, 60],
    ]);
    expect(limits('PHOTO_RATE_LIMIT')).toEqual([
      [PHOTO_POSTS_PER_MINUTE, 60],
      [PHOTO_POSTS_PER_MINUTE, 60],
    ]);
  });
});

describe('failsGuard', () => {
  it('fails a filled hidden field, a form sent faster than a person can fill it, and a lead without readings', () => {
    expect(failsGuard({ website: '', fillMs: MIN_FILL_MS })).toBe(false);
    expect(failsGuard(PERSON_GUARD)).toBe(false);
    expect(failsGuard({ website: 'http://spam.example', fillMs: 60_000 })).toBe(true);
    expect(failsGuard({ website: '', fillMs: MIN_FILL_MS - 1 })).toBe(true);
    expect(failsGuard(undefined)).toBe(true);
  });
});
