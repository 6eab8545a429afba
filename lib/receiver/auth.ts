/**
 * The business's key to its leads: `Authorization: Bearer <LEADS_EXPORT_TOKEN>`, compared in
 * constant time. A token in the address is refused even alongside a good header: addresses end up
 * in logs, browser history and the Referer header, so a token that was put there is leaked.
 */

/**
 * Shortest token accepted: 32 characters (`openssl rand -hex 32` gives 64). A shorter secret is
 * treated as none, so a weak one can never open the leads.
 */
export const MIN_TOKEN_LENGTH = 32;

/** Query parameters that would carry a token in the address. */
const TOKEN_PARAMS = ['token', 'access_token', 'key', 'auth'];

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Equal strings, in time that does not depend on where they differ (both are hashed to 32 bytes first). */
export async function equalInConstantTime(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([digest(a), digest(b)]);
  let difference = 0;
  for (let i = 0; i < left.length; i += 1) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

/** True only for a request with the right bearer token in its header and none in its address. */
export async function isAuthorised(request: Request, token: string | undefined): Promise<boolean> {
  if (!token || token.length < MIN_TOKEN_LENGTH) return false;
  const url = new URL(request.url);
  if (TOKEN_PARAMS.some((name) => url.searchParams.has(name)) || decodeURIComponent(url.search).includes(token)) return false;
  const presented = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!presented) return false;
  return equalInConstantTime(presented, token);
}
