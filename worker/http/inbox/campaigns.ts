/**
 * The campaign report: the leads of the last CAMPAIGN_PERIODS days by where they came from.
 *   GET  /campaigns?days=<one of CAMPAIGN_PERIODS>
 */
import { Hono } from 'hono';
import { CAMPAIGN_PERIODS } from '@/lib/shared/contracts/inbox';
import { createInboxStore } from '../../store/inbox';
import { json, methodNotAllowed } from '../respond';
import type { Inbox } from './context';

/** Mounted at /campaigns. */
export const campaigns = new Hono<Inbox>();

campaigns.get('/', async (c) => {
  const days = Number(c.req.query('days') ?? CAMPAIGN_PERIODS[0]);
  if (!(CAMPAIGN_PERIODS as readonly number[]).includes(days)) return json(400, { error: `days must be one of: ${CAMPAIGN_PERIODS.join(', ')}` });
  const report = await createInboxStore(c.env.DB).campaigns(new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString());
  return json(200, { days, ...report });
});
campaigns.all('/', () => methodNotAllowed('GET'));
