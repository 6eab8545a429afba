/** POST /api/leads/callback and /api/leads/lead: the site's lead webhooks (lib/receiver/handlers.ts). */
import { receiveLead } from '@/lib/receiver/handlers';
import type { PagesHandler } from '@/lib/receiver/platform';

export const onRequest: PagesHandler<'type'> = (context) => receiveLead(context);
