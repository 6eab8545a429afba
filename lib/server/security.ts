/**
 * The site's security headers and Content Security Policy, built in one place for the post-build
 * step (out/_headers and a per-page CSP meta tag) and the tests. The private pages (the staff's
 * lead inbox, and a visitor's own request, whose address holds its secret) have a policy of their
 * own, narrower than the other pages': nothing but this site.
 */
import { createHash } from 'node:crypto';
import { CHAT_HOSTS } from '@/lib/chat';
import { TURNSTILE_ORIGIN } from '@/lib/shared/forms/human-check';
import { PAGES } from '@/lib/shared/pages';

/** The pages only the business's staff use: no chat, no webhook of another origin, no third party at all. */
export const STAFF_PAGE_PATHS: readonly string[] = [PAGES.leadInbox.path];

/** A visitor's own pages, opened from the link in our email with their secret (their request, their review form): no chat, no third party at all, as the staff's. */
export const VISITOR_PRIVATE_PAGE_PATHS: readonly string[] = [PAGES.yourRequest.path, PAGES.review.path];

/** Every page under a policy of its own (privatePolicy) rather than the other pages' (pagePolicy). */
export const PRIVATE_PAGE_PATHS: readonly string[] = [...STAFF_PAGE_PATHS, ...VISITOR_PRIVATE_PAGE_PATHS];

/** Headers for every page and file (`out/_headers`, as Cloudflare (Workers static assets, Pages) and Netlify read it). */
export const SECURITY_HEADERS: [name: string, value: string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  // What a meta tag cannot set (frame-ancestors) plus the directives that hold for every page;
  // each page's own meta CSP adds the script hashes (both policies apply).
  ['Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'"],
];

/** The origin of a configured webhook URL, or null for a path on our own origin. */
export function webhookOrigin(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The bodies of a page's inline style elements. */
function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
}

/** The bodies of a page's inline scripts that run (JSON-LD and other data blocks do not). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * The page's policy: scripts only from our origin, the chat vendor, the human check's (Turnstile's
 * script and frames, as its CSP reference asks: every lead form is on these pages) and the exact
 * inline scripts of this page (by hash; no 'unsafe-inline' or 'unsafe-eval'); connections only to
 * our origin, the configured webhooks and the chat vendor. The private pages (their own policy)
 * get nothing of Turnstile.
 */
export function pagePolicy(html: string, webhookOrigins: string[]): string {
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  const turnstile = [TURNSTILE_ORIGIN];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...CHAT_HOSTS.script, ...turnstile]],
    // Style attributes and the toasts' and chat's injected styles need inline styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...CHAT_HOSTS.img]],
    ['font-src', ["'self'", 'data:', ...CHAT_HOSTS.font]],
    ['connect-src', ["'self'", ...webhookOrigins, ...CHAT_HOSTS.connect]],
    ['frame-src', [...CHAT_HOSTS.frame, ...turnstile]],
    ['media-src', ["'self'", ...CHAT_HOSTS.media]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/**
 * A staff page's policy: only this site, and only what the page uses. Its own scripts and the
 * exact inline ones (by hash), its stylesheet and its inline style elements (by hash: React sets
 * styles through the DOM, which a policy does not govern), its images (the leads' photos from the
 * Worker, the icon as a data: URL) and fonts, and connections to its own API. Nothing else at all
 * (default-src 'none'), forms post only here, and (in the header, where a meta tag cannot say it)
 * no page may frame it.
 */
export function staffPolicy(html: string, { header = false }: { header?: boolean } = {}): string {
  return ownSitePolicy(html, { header, images: [] });
}

/**
 * A visitor's own page's policy: the staff pages' (only this site), and images from blob:
 * addresses, which are made in the page itself: their photos, fetched from the Worker with the
 * token in a header, and those they pick to send.
 */
export function visitorPrivatePolicy(html: string, { header = false }: { header?: boolean } = {}): string {
  return ownSitePolicy(html, { header, images: ['blob:'] });
}

/** The policy of a private page (PRIVATE_PAGE_PATHS) by its path; null for every other page (pagePolicy). */
export function privatePolicy(path: string, html: string, options: { header?: boolean } = {}): string | null {
  if (STAFF_PAGE_PATHS.includes(path)) return staffPolicy(html, options);
  if (VISITOR_PRIVATE_PAGE_PATHS.includes(path)) return visitorPrivatePolicy(html, options);
  return null;
}

/** Only this site: default-src 'none', then what a private page uses (`images`: sources beside its own and data:). */
function ownSitePolicy(html: string, { header, images }: { header: boolean; images: string[] }): string {
  const hashes = (texts: string[]) => [...new Set(texts.map(sha256))];
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashes(inlineScripts(html))]],
    ['style-src', ["'self'", ...hashes(inlineStyles(html))]],
    ['img-src', ["'self'", 'data:', ...images]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ...(header ? ([['frame-ancestors', ["'none'"]]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Adds the page's CSP meta tag right after the charset declaration (which must come first). */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = /<meta charSet="utf-8"\s*\/?>/i;
  if (charset.test(withoutOld)) return withoutOld.replace(charset, (tag) => `${tag}${meta}`);
  return withoutOld.replace(/<head>/i, `<head>${meta}`);
}
