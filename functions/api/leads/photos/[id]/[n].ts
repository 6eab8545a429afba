/** GET /api/leads/photos/<lead id>/<n>: a photo sent with a lead, with the export token (lib/receiver/handlers.ts). */
import { servePhoto } from '@/lib/receiver/handlers';
import type { PagesHandler } from '@/lib/receiver/platform';

export const onRequest: PagesHandler<'id' | 'n'> = (context) => servePhoto(context);
