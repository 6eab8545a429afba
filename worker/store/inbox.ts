/**
 * What the lead inbox reads and writes in D1 (worker/http/inbox.ts), beside the lead store:
 * the list with its filters and search, a page at a time; each lead's history; a status or note
 * changed, with its time, in one transaction with the lead; and the campaign report. However many
 * leads a read holds, it makes a fixed number of queries: the CSV of a view is two (its leads, and
 * their history with the same filters), the history of any list of ids one per thousand.
 */
import { HUMAN_CHECK_OUTCOMES, isVerified } from '@/lib/shared/forms/human-check';
import { ukMidnight } from '@/lib/shared/time/uk-time';
import { campaignSummary } from '@/lib/shared/forms/campaign';
import type { CampaignRow, ListQuery, StatusChange } from '@/lib/shared/contracts/inbox';
import { addDays } from '@/lib/shared/time/dates';
import type { StoredLead } from '../lead/model';
import type { LeadEvent } from '../lead/record';
import { IN_JSON, chunks, jsonList } from './d1';
import { LEAD_SELECT, campaignOf, fromRow, type CampaignColumns, type LeadSelectRow } from './leads/rows';

/** The instant a UK calendar date (YYYY-MM-DD) begins. */
export function ukDayStart(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return ukMidnight(year ?? 1970, month ?? 1, day ?? 1).toISOString();
}

/** Characters LIKE treats as patterns, escaped so a search is taken as typed. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The outcomes that count as verified, as SQL (lib/shared/forms/human-check.ts isVerified): the leads_unverified index's own condition. */
const VERIFIED_OUTCOMES = HUMAN_CHECK_OUTCOMES.filter(isVerified).map((outcome) => `'${outcome}'`).join(', ');

/** The WHERE clause of the list's filters, and its values. */
function filtersOf(query: ListQuery): { where: string; values: (string | number)[] } {
  const clauses: string[] = [];
  const values: (string | number)[] = [];
  if (query.status) {
    clauses.push('l.status = ?');
    values.push(query.status);
  }
  if (query.kind === 'callback' || query.kind === 'lead') {
    clauses.push('l.type = ?');
    values.push(query.kind);
  } else if (query.kind) {
    clauses.push('l.source = ?');
    values.push(query.kind);
  }
  if (query.from) {
    clauses.push('l.received_at >= ?');
    values.push(ukDayStart(query.from));
  }
  if (query.to) {
    clauses.push('l.received_at < ?');
    values.push(ukDayStart(addDays(query.to, 1)));
  }
  if (query.check === 'unverified') clauses.push(`l.human_check NOT IN (${VERIFIED_OUTCOMES})`);
  const q = query.q?.trim();
  if (q) {
    // A phone as it is typed (07700 900123) is matched in the form it is kept (+447700900123).
    const digits = q.replace(/[^\d]/g, '');
    const phone = digits.length >= 4 ? (digits.startsWith('0') ? `+44${digits.slice(1)}` : digits) : null;
    const pattern = `%${likeEscaped(q.toLowerCase())}%`;
    const parts = ["LOWER(COALESCE(l.contact_name, '')) LIKE ? ESCAPE '\\'", "COALESCE(l.contact_email, '') LIKE ? ESCAPE '\\'", "LOWER(COALESCE(l.contact_postcode, '')) LIKE ? ESCAPE '\\'", "REPLACE(LOWER(COALESCE(l.contact_postcode, '')), ' ', '') LIKE ? ESCAPE '\\'"];
    values.push(pattern, pattern, pattern, `%${likeEscaped(q.toLowerCase().replace(/\s+/g, ''))}%`);
    if (phone) {
      parts.push("COALESCE(l.contact_phone, '') LIKE ? ESCAPE '\\'");
      values.push(`%${likeEscaped(phone)}%`);
    }
    clauses.push(`(${parts.join(' OR ')})`);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', values };
}

/** A lead's history as read: each change, with its lead's id. */
type EventRow = LeadEvent & { lead_id: string };
const EVENT_SELECT = 'SELECT lead_id, at, kind, status, reason, note, actor, amount FROM lead_events';

/** The rows of lead_events (oldest first) by lead. */
function historyByLead(rows: readonly EventRow[]): Map<string, LeadEvent[]> {
  const byLead = new Map<string, LeadEvent[]>();
  for (const { lead_id: id, ...event } of rows) {
    const events = byLead.get(id);
    if (events) events.push(event);
    else byLead.set(id, [event]);
  }
  return byLead;
}


/** Leads of one campaign as stored (every column campaignSummary reads), with how many were won. */
interface CampaignCount extends CampaignColumns {
  leads: number;
  won: number;
}

/** Rows with the same label as one, most leads (then most won) first. */
function merged(rows: CampaignRow[]): CampaignRow[] {
  const byLabel = new Map<string, CampaignRow>();
  for (const row of rows) {
    const seen = byLabel.get(row.label);
    byLabel.set(row.label, seen ? { ...seen, leads: seen.leads + row.leads, won: seen.won + row.won } : row);
  }
  return [...byLabel.values()].sort((a, b) => b.leads - a.leads || b.won - a.won || a.label.localeCompare(b.label));
}

export function createInboxStore(db: D1Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  return {
    /** One page of the leads the filters pick, newest first, and how many they pick in all. */
    async list(query: ListQuery, pageSize: number): Promise<{ leads: StoredLead[]; total: number }> {
      const { where, values } = filtersOf(query);
      const page = Math.max(1, query.page ?? 1);
      const [{ results }, counted] = await Promise.all([
        db
          .prepare(`${LEAD_SELECT} ${where} ORDER BY l.received_at DESC, l.id DESC LIMIT ? OFFSET ?`)
          .bind(...values, pageSize, (page - 1) * pageSize)
          .all<LeadSelectRow>(),
        db.prepare(`SELECT count(*) AS n FROM leads l ${where}`).bind(...values).first<{ n: number }>(),
      ]);
      return { leads: results.map(fromRow), total: counted?.n ?? 0 };
    },

    /**
     * Every lead the filters pick, newest first (the CSV of the current view), at most `limit`, with
     * the history of each: two queries however many there are.
     */
    async allWithHistory(query: ListQuery, limit: number): Promise<{ leads: StoredLead[]; history: Map<string, LeadEvent[]> }> {
      const { where, values } = filtersOf(query);
      const picked = `SELECT l.id FROM leads l ${where} ORDER BY l.received_at DESC, l.id DESC LIMIT ?`;
      const [leads, events] = await db.batch([
        db.prepare(`${LEAD_SELECT} ${where} ORDER BY l.received_at DESC, l.id DESC LIMIT ?`).bind(...values, limit),
        db.prepare(`${EVENT_SELECT} WHERE lead_id IN (${picked}) ORDER BY at, rowid`).bind(...values, limit),
      ]);
      return { leads: (leads?.results as LeadSelectRow[]).map(fromRow), history: historyByLead(events?.results as EventRow[]) };
    },

    /** How many leads arrived since `since` (ISO). */
    async countSince(since: string): Promise<number> {
      return (await db.prepare('SELECT count(*) AS n FROM leads WHERE received_at >= ?').bind(since).first<{ n: number }>())?.n ?? 0;
    },

    /** The history of each lead, oldest first: one query per thousand ids. */
    async events(ids: readonly string[]): Promise<Map<string, LeadEvent[]>> {
      const rows: EventRow[] = [];
      for (const part of chunks(ids)) rows.push(...(await db.prepare(`${EVENT_SELECT} WHERE lead_id IN (${IN_JSON}) ORDER BY at, rowid`).bind(jsonList(part)).all<EventRow>()).results);
      return historyByLead(rows);
    },

    /** Sets a lead's status (and why, when lost), recorded in its history with who made the change. False when it is not stored. */
    async setStatus(id: string, change: StatusChange, actor: string): Promise<boolean> {
      const at = now().toISOString();
      const reason = change.status === 'lost' ? (change.reason ?? null) : null;
      const [updated] = await db.batch([
        db.prepare('UPDATE leads SET status = ?, lost_reason = ? WHERE id = ?').bind(change.status, reason, id),
        db.prepare("INSERT INTO lead_events (lead_id, at, kind, status, reason, actor) SELECT id, ?, 'status', ?, ?, ? FROM leads WHERE id = ?").bind(at, change.status, reason, actor, id),
      ]);
      return (updated?.meta.changes ?? 0) === 1;
    },

    /** Sets a lead's note, recorded in its history with who wrote it. False when it is not stored. */
    async setNote(id: string, note: string, actor: string): Promise<boolean> {
      const at = now().toISOString();
      const [updated] = await db.batch([
        db.prepare('UPDATE leads SET note = ? WHERE id = ?').bind(note, id),
        db.prepare("INSERT INTO lead_events (lead_id, at, kind, note, actor) SELECT id, ?, 'note', ?, ? FROM leads WHERE id = ?").bind(at, note, actor, id),
      ]);
      return (updated?.meta.changes ?? 0) === 1;
    },

    /**
     * Leads since `since` (ISO) by where they came from, named by campaignSummary (lib/shared/forms/campaign.ts)
     * as the list, the lead's page and its email name it, and by landing page, each with how many
     * were won; and how many had no campaign kept (campaignSummary's 'none').
     */
    async campaigns(since: string): Promise<{ byCampaign: CampaignRow[]; byLandingPage: CampaignRow[]; withoutCampaign: number }> {
      const won = "SUM(CASE WHEN status = 'won' THEN 1 ELSE 0 END) AS won";
      const columns = 'landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_content';
      const { results } = await db.prepare(`SELECT ${columns}, count(*) AS leads, ${won} FROM leads WHERE received_at >= ? GROUP BY ${columns}`).bind(since).all<CampaignCount>();
      const byCampaign: CampaignRow[] = [];
      const byLandingPage: CampaignRow[] = [];
      let withoutCampaign = 0;
      for (const count of results) {
        const summary = campaignSummary(campaignOf(count));
        const tally = { leads: count.leads, won: count.won ?? 0 };
        if (summary.kind === 'none') withoutCampaign += count.leads;
        else byCampaign.push({ label: summary.text, ...tally });
        if (count.landing_page) byLandingPage.push({ label: count.landing_page, ...tally });
      }
      return { byCampaign: merged(byCampaign), byLandingPage: merged(byLandingPage), withoutCampaign };
    },
  };
}

