/**
 * The lead inbox's endpoints (the contract is lib/shared/contracts/inbox.ts), mounted by the router
 * (worker/app.ts) under /api/leads/inbox/, for the business's staff only: one Hono sub-app per
 * resource (worker/http/inbox/), each behind the same guards, in this order:
 *   1. who is asking: behind Cloudflare Access, its JWT; else whoever has the staff key;
 *   2. /session: sign in with the staff key (wrong keys counted per address), out, or ask;
 *   3. everything else: a session of the same person; a change also the site's own Origin, the
 *      session's CSRF token, and a body within MAX_CHANGE_BYTES;
 *   4. /leads, /leads.csv, /diary, /person, /erase, /retry, /campaigns, /reviews.
 * Every answer is uncached and unindexed (worker/http/respond.ts).
 */
import { Hono } from 'hono';
import { campaigns } from './inbox/campaigns';
import { MAX_CHANGE_BYTES, limitBody, type Inbox } from './inbox/context';
import { retry } from './inbox/deliveries';
import { diary } from './inbox/diary';
import { leads, leadsCsv } from './inbox/leads';
import { erasure, person } from './inbox/people';
import { reviews } from './inbox/reviews';
import { session, signedIn, whoIsAsking } from './inbox/session';

export const inbox = new Hono<Inbox>();

inbox.use('*', whoIsAsking);
inbox.route('/session', session);
inbox.use('*', signedIn);
inbox.use('*', async (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(MAX_CHANGE_BYTES)(c, next)));

inbox.route('/leads', leads);
inbox.route('/leads.csv', leadsCsv);
inbox.route('/diary', diary);
inbox.route('/person', person);
inbox.route('/erase', erasure);
inbox.route('/retry', retry);
inbox.route('/campaigns', campaigns);
inbox.route('/reviews', reviews);
