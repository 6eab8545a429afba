/** GET /api/leads/export: the business's leads as NDJSON or CSV, with the export token (lib/receiver/handlers.ts). */
import { exportLeads } from '@/lib/receiver/handlers';
import type { PagesHandler } from '@/lib/receiver/platform';

export const onRequest: PagesHandler = (context) => exportLeads(context);
