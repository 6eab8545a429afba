/**
 * GET /api/leads/photos/<id>/<n>: a lead's photo, to the export token or a signed-in inbox session.
 * A photo link opened in a browser without a session (from the lead's email, in webmail) is taken
 * to the inbox at that lead to sign in, and on to the photo once signed in; an API client without
 * the token gets 401.
 */
import { NEXT_PARAM } from '@/lib/shared/contracts/inbox';
import { PAGES } from '@/lib/shared/pages';
import { MAX_PHOTOS } from '@/lib/shared/forms/photos';
import { leadIdField } from '@/lib/shared/forms/lead-extras';
import type { WorkerEnv } from '../env';
import { storeFor } from '../store/leads';
import { isAuthorised, tokenRequired } from './auth';
import { hasSession } from './inbox/session';
import { API_HEADERS, json, methodNotAllowed } from './respond';

/**
 * True for a browser opening the address as a page (a link clicked, typed or opened from an email),
 * not a script or an <img>: it asks for HTML, and a browser that says how it fetches says "navigate".
 */
function openedAsPage(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  return (mode === null || mode === 'navigate') && /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}

/** To the inbox at the photo's lead, which signs staff in and then opens `next` (this photo: a path on this site). */
function signInFirst(request: Request, id: string): Response {
  const photo = new URL(request.url).pathname;
  const location = `${PAGES.leadInbox.path}?${new URLSearchParams({ lead: id, [NEXT_PARAM]: photo }).toString()}`;
  return new Response(null, { status: 303, headers: { ...API_HEADERS, Location: location } });
}

/** GET /api/leads/photos/<id>/<n>. */
export async function servePhoto(request: Request, env: WorkerEnv, id: string, n: string): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed('GET');
  const number = /^[1-9]\d*$/.test(n) ? Number(n) : 0;
  const valid = leadIdField.safeParse(id).success && number >= 1 && number <= MAX_PHOTOS;
  // The export token, or a signed-in inbox session (its thumbnails and full-size links).
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN)) && !(await hasSession(request, env))) return valid && openedAsPage(request) ? signInFirst(request, id) : tokenRequired();
  if (!valid) return json(404, { error: 'No such photo' });
  const found = await storeFor(env).photo(id, number);
  if (!found) return json(404, { error: 'No such photo' });
  const extension = found.photo.key.split('.').pop();
  return new Response(found.object.body, {
    headers: {
      ...API_HEADERS,
      'Content-Type': found.photo.type,
      'Content-Length': String(found.object.size),
      'Content-Disposition': `inline; filename="${id}-photo-${number}.${extension}"`,
    },
  });
}
