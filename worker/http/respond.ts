/**
 * How the Worker answers: JSON with headers that keep lead data out of caches, frames and search
 * engines, for every endpoint (the router, worker/app.ts, also answers its 404s and errors so).
 */

/** An answer with nothing to cache, sniff, frame or index. */
export const API_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}

export const methodNotAllowed = (allow: string) => json(405, { error: `Use ${allow}` }, { Allow: allow });

