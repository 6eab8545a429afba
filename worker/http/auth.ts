/**
 * The business's key to its leads: `Authorization: Bearer <LEADS_EXPORT_TOKEN>`, compared in
 * constant time. A token in the address is refused even alongside a good header: addresses end up
 * in logs, browser history and the Referer header, so a token that was put there is leaked.
 */
import { MIN_TOKEN_LENGTH, equalInConstantTime } from '../crypto';
import { json } from './respond';

/** Query parameters that would carry a token in the address. */
const TOKEN_PARAMS = ['token', 'access_token', 'key', 'auth'];

/** True only for a request with the right bearer token in its header and none in its address. */
export async function isAuthorised(request: Request, token: string | undefined): Promise<boolean> {
  if (!token || token.length < MIN_TOKEN_LENGTH) return false;
  const url = new URL(request.url);
  if (TOKEN_PARAMS.some((name) => url.searchParams.has(name)) || [...url.searchParams].some(([name, value]) => name.includes(token) || value.includes(token))) return false;
  const presented = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!presented) return false;
  return equalInConstantTime(presented, token);
}

/** The answer to a request without the right token. */
export const tokenRequired = () => json(401, { error: 'Send the export token in the header: "Authorization: Bearer <token>"' }, { 'WWW-Authenticate': 'Bearer realm="leads"' });
