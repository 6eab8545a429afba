/** GET /api/leads/photos/<id>/<n>: a lead's photo, to the export token or a signed-in inbox session. */
import { MAX_PHOTOS } from '@/lib/photos';
import { leadIdField } from '@/lib/validations/lead-extras';
import type { WorkerEnv } from '../env';
import { storeFor } from '../store/leads';
import { isAuthorised, tokenRequired } from './auth';
import { hasSession } from './inbox';
import { API_HEADERS, json, methodNotAllowed } from './respond';

/** GET /api/leads/photos/<id>/<n>. */
export async function servePhoto(request: Request, env: WorkerEnv, id: string, n: string): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed('GET');
  // The export token, or a signed-in inbox session (its thumbnails and full-size links).
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN)) && !(await hasSession(request, env))) return tokenRequired();
  const number = /^[1-9]\d*$/.test(n) ? Number(n) : 0;
  if (!leadIdField.safeParse(id).success || number < 1 || number > MAX_PHOTOS) return json(404, { error: 'No such photo' });
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

