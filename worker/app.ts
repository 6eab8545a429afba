/**
 * The Worker's one router: every address under /api/ the Worker answers, and how it answers the
 * rest (404) and its own failures (500), always as JSON with headers that keep lead data out of
 * caches, frames and search engines (worker/http/respond.ts).
 *   POST   /api/leads/<callback|lead>      a lead from a form (worker/http/leads.ts), after the one intake of
 *                                          every public write (worker/http/intake.ts)
 *   GET    /api/leads/export               the leads, for the business and its CRM (worker/http/export.ts)
 *   DELETE /api/leads/<id>                 erases a lead (the export token)
 *   GET    /api/leads/photos/<id>/<n>      a lead's photo (worker/http/photos.ts); opened in a browser
 *                                          without a session, the way to sign in and on to it
 *   *      /api/leads/inbox/...            the staff's lead inbox (worker/http/inbox.ts): the staff key,
 *                                          and Cloudflare Access's JWT when it is set up (worker/http/access.ts)
 *   GET    /api/survey-slots               the free survey windows for a postcode (worker/http/survey-slots.ts)
 *   *      /api/your-request/...           the visitor's own page of their request: its token
 *                                          (worker/http/your-request.ts, lib/shared/contracts/your-request.ts)
 *   *      /api/review                     a finished job's review form: its token (worker/http/review.ts,
 *                                          lib/shared/contracts/reviews.ts)
 *   GET    /api/reviews/published          what the pages show of the reviews and finished jobs, public
 *                                          and cached (worker/http/pages.ts, lib/shared/contracts/reviews.ts)
 */
import { Hono } from 'hono';
import { LEAD_ENDPOINTS } from '@/lib/shared/forms/lead-payloads';
import type { WorkerEnv } from './env';
import { eraseLead, exportLeads } from './http/export';
import { inbox } from './http/inbox';
import { corsFor, leadIntake, preflight, receiveLead } from './http/leads';
import { slotList } from './http/survey-slots';
import { servePhoto } from './http/photos';
import { publishedJson } from './http/pages';
import { yourRequest } from './http/your-request';
import { reviewUnsubscribe } from './http/review-unsubscribe';
import { review } from './http/review';
import { json, methodNotAllowed } from './http/respond';

/** True when an address cannot be read as UTF-8 (a broken escape such as %E0%A4%A). */
function malformed(url: string): boolean {
  try {
    decodeURI(new URL(url).pathname);
    return false;
  } catch {
    return true;
  }
}

export const app = new Hono<{ Bindings: WorkerEnv }>();

// An address that is not even text is the client's mistake: 400, before anything reads it.
app.use('*', async (c, next) => (malformed(c.req.url) ? json(400, { error: 'This address is not valid' }) : next()));

app.route('/api/leads/inbox', inbox);
app.route('/api/your-request', yourRequest);
app.route('/api/review/unsubscribe', reviewUnsubscribe);
app.route('/api/review', review);

for (const type of LEAD_ENDPOINTS) {
  app.options(`/api/leads/${type}`, (c) => preflight(c.req.raw, c.env));
  app.post(`/api/leads/${type}`, leadIntake(type), (c) => receiveLead(c.var.intake, c.env, c.executionCtx, type));
  app.all(`/api/leads/${type}`, () => methodNotAllowed('POST'));
}

app.get('/api/survey-slots', (c) => {
  const cors = corsFor(c.req.raw, c.env);
  return cors ? slotList(c.req.raw, c.env, cors) : json(403, { error: 'Pages on this origin may not read the diary' });
});
app.all('/api/survey-slots', () => methodNotAllowed('GET'));

app.get('/api/reviews/published', (c) => publishedJson(c.env));
app.all('/api/reviews/published', () => methodNotAllowed('GET'));

app.get('/api/leads/export', (c) => exportLeads(c.req.raw, c.env));
app.all('/api/leads/export', () => methodNotAllowed('GET'));

app.get('/api/leads/photos/:id/:n', (c) => servePhoto(c.req.raw, c.env, c.req.param('id'), c.req.param('n')));
app.all('/api/leads/photos/:id/:n', () => methodNotAllowed('GET'));

app.delete('/api/leads/:id', (c) => eraseLead(c.req.raw, c.env, c.req.param('id')));
app.all('/api/leads/:id', () => methodNotAllowed('DELETE'));

app.notFound(() => json(404, { error: 'No such address' }));
app.onError((error) => {
  console.error('The Worker could not answer a request', error);
  return json(500, { error: 'Something went wrong on our side: try again shortly' });
});
