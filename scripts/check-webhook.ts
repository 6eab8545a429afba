/**
 * `npm run check:webhook -- <url> [--origin https://www.example.co.uk] [--type callback|lead]`
 * Checks a webhook as the forms will use it (see lib/check-webhook.ts) and exits 1 if any check
 * fails. The origin defaults to NEXT_PUBLIC_SITE_URL; the type to "callback" for a URL ending in
 * /callback, else "lead".
 */
import { parseArgs } from 'node:util';
import { siteConfig } from '@/lib/config';
import { checkWebhook, endpointOf, report } from './lib/check-webhook';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    origin: { type: 'string', default: siteConfig.url },
    type: { type: 'string' },
  },
});

const url = positionals[0];
if (!url || !/^https?:\/\//.test(url) || (values.type !== undefined && values.type !== 'callback' && values.type !== 'lead')) {
  console.error('Usage: npm run check:webhook -- <webhook URL> [--origin <site origin>] [--type callback|lead]');
  process.exit(2);
}
void checkWebhook(url, { origin: new URL(values.origin).origin, endpoint: (values.type as 'callback' | 'lead' | undefined) ?? endpointOf(url) }).then((checks) => {
  console.log(report(url, checks));
  process.exit(checks.every((check) => check.ok) ? 0 : 1);
});
