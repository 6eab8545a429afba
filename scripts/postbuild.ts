/**
 * Runs after `next build`: writes the static host's rule files into `out/` and prints every
 * placeholder or sample value still in the content, so nothing fake goes live unnoticed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_URL, siteConfig } from '../lib/config';
import { getPlaceholderReport } from '../lib/content';
import { redirectRules } from '../lib/redirects';

const OUT = join(process.cwd(), 'out');

/** `_redirects` in Netlify and Cloudflare Pages syntax; both the bare and the slashed path. */
function writeRedirects(): number {
  const lines = redirectRules().flatMap(({ from, to, status }) => [`${from} ${to} ${status}`, `${from}/ ${to} ${status}`]);
  writeFileSync(join(OUT, '_redirects'), `# Written by scripts/postbuild.ts\n${lines.join('\n')}\n`);
  return lines.length;
}

/** `_headers`: long caching for fingerprinted assets and baseline security headers. */
function writeHeaders(): void {
  const text = [
    '# Written by scripts/postbuild.ts (Netlify and Cloudflare Pages syntax)',
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: DENY',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '/_next/static/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
  writeFileSync(join(OUT, '_headers'), text);
}

const redirects = writeRedirects();
writeHeaders();
console.log(`post-build: wrote out/_redirects (${redirects} rules) and out/_headers`);

const placeholders = getPlaceholderReport();
if (siteConfig.url === DEFAULT_SITE_URL) {
  placeholders.push(`NEXT_PUBLIC_SITE_URL is not set: canonical URLs, the sitemap and structured data point to ${DEFAULT_SITE_URL}`);
}
if (placeholders.length) {
  console.log(`\nPlaceholder and sample values still in the content (${placeholders.length}); replace them before going live:`);
  for (const line of placeholders) console.log(`  - ${line}`);
}
