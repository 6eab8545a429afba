/**
 * The Worker is reached only at the business's own domain: wrangler.toml as wrangler itself reads it
 * (its own reader, with each environment's inheritance applied), in every environment: no
 * workers.dev address, no preview addresses, and a custom domain of its own in `routes`.
 */
import { join } from 'node:path';
import { experimental_readRawConfig, unstable_readConfig } from 'wrangler';
import { services } from '@/content/services';
import { PAGES } from '@/lib/shared/pages';
import { LEADS_PER_DAY_DEFAULT, PHOTO_MB_PER_DAY_DEFAULT } from './limits';

const CONFIG = join(__dirname, '..', 'wrangler.toml');
const environments = [undefined, ...Object.keys(experimental_readRawConfig({ config: CONFIG }).rawConfig.env ?? {})];

describe('wrangler.toml', () => {
  it('runs the Worker first for the API and exactly the pages with evidence slots: the reviews pages, the town pages, each service in each town', () => {
    const config = unstable_readConfig({ config: CONFIG });
    expect(config.assets?.run_worker_first).toEqual(['/api/*', '/__scheduled', `${PAGES.reviews.path}*`, `${PAGES.services.path}*`, ...services.map((service) => `/${service.slug}-in-*`)]);
  });

  it('has a preview environment besides the live one', () => {
    expect(environments).toEqual([undefined, 'preview']);
  });

  it.each(environments.map((env) => [env ?? 'live', env] as const))('%s: workers.dev and preview URLs off, and a custom domain of its own in routes', (_name, env) => {
    const config = unstable_readConfig({ config: CONFIG, env });
    expect(config.workers_dev).toBe(false);
    expect(config.preview_urls).toBe(false);
    expect(config.routes).toEqual([{ pattern: expect.stringMatching(/^[a-z0-9.-]+\.[a-z]{2,}$/), custom_domain: true }]);
  });

  it.each(environments.map((env) => [env ?? 'live', env] as const))('%s: every address the leads are emailed to is one the email binding may send to', (_name, env) => {
    const config = unstable_readConfig({ config: CONFIG, env });
    const notifyTo = String(config.vars.LEAD_NOTIFY_TO ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const binding = (config.send_email as { name: string; allowed_destination_addresses?: string[] }[]).find((email) => email.name === 'EMAIL');
    expect(notifyTo.length).toBeGreaterThan(0);
    expect(binding?.allowed_destination_addresses ?? []).toEqual(expect.arrayContaining(notifyTo));
  });

  it("live: the visitors' email binding may send to any address (a visitor's own), unlike the business's", () => {
    const config = unstable_readConfig({ config: CONFIG });
    const bindings = config.send_email as { name: string; destination_address?: string; allowed_destination_addresses?: string[] }[];
    expect(bindings.find((email) => email.name === 'VISITOR_EMAIL')).toEqual({ name: 'VISITOR_EMAIL' });
    expect(bindings.map((email) => email.name).sort()).toEqual(['EMAIL', 'VISITOR_EMAIL']);
  });

  it('preview: emails no visitor (no VISITOR_EMAIL binding, so no visitor job is ever made there), only the business', () => {
    const config = unstable_readConfig({ config: CONFIG, env: 'preview' });
    const bindings = config.send_email as { name: string }[];
    expect(bindings.map((email) => email.name)).toEqual(['EMAIL']);
  });

  it.each(environments.map((env) => [env ?? 'live', env] as const))("%s: the visitor's page lets nine wrong tokens a minute through from one address, and refuses the tenth", (_name, env) => {
    const config = unstable_readConfig({ config: CONFIG, env });
    const limits = config.ratelimits as { name: string; namespace_id: string; simple: { limit: number; period: number } }[];
    expect(limits.find((limit) => limit.name === 'REQUEST_RATE_LIMIT')?.simple).toEqual({ limit: 9, period: 60 });
    // Each binding counts in a namespace of its own.
    expect(new Set(limits.map((limit) => limit.namespace_id)).size).toBe(limits.length);
  });

  it.each(environments.map((env) => [env ?? 'live', env] as const))('%s: the daily ceilings are the ones the Worker falls back to and docs/leads.md ("Limits") explains', (_name, env) => {
    const { vars } = unstable_readConfig({ config: CONFIG, env });
    expect(Number(vars.LEADS_PER_DAY_LIMIT)).toBe(LEADS_PER_DAY_DEFAULT);
    expect(Number(vars.PHOTO_MB_PER_DAY_LIMIT)).toBe(PHOTO_MB_PER_DAY_DEFAULT);
  });

  it('gives each environment its own host: a test deployment never takes the live domain', () => {
    const hosts = environments.map((env) => (unstable_readConfig({ config: CONFIG, env }).routes?.[0] as { pattern: string }).pattern);
    expect(new Set(hosts).size).toBe(environments.length);
    // The live site's canonical address is www (docs/deploying.md "The site's address, and nothing else": the bare domain is redirected to it).
    expect(hosts[0]).toBe('www.emberhomeheating.co.uk');
  });
});
