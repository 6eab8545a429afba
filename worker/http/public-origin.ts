/**
 * The site's address for the links the Worker writes into emails, exports and forwards (photos, the
 * lead's page in the inbox). Live it is the request's own: the custom domain in wrangler.toml's
 * routes. Under `wrangler dev` every request reaches the Worker as that domain without the local
 * port (wrangler takes the host from `routes`), so `npm start` and the tests say the address the
 * browser really uses in PUBLIC_ORIGIN. Comparisons of a request's Origin header with its own
 * address need none of this: wrangler rewrites both alike.
 */
import type { WorkerEnv } from '../env';

export function publicOrigin(request: Request, env: Pick<WorkerEnv, 'PUBLIC_ORIGIN'>): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured) {
    try {
      const { origin } = new URL(configured);
      if (origin !== 'null') return origin;
    } catch {
      // Not an address: the request's own follows.
    }
  }
  return new URL(request.url).origin;
}
