/**
 * One person's data, by an email address or a UK phone number: their leads and those that share
 * another contact detail of theirs (one hop), what the law lets them ask for (all of it as JSON)
 * and erasing it all:
 *   GET   /person/leads?contact=…              their leads, and the shared ones by that detail
 *   GET   /person?contact=…[&also=…]           their data, with each shared contact's chosen
 *   POST  /erase  { contact, also? }           their leads erased (and the chosen shared ones')
 */
import { Hono } from 'hono';
import { MAX_SHARED_CONTACTS, eraseContactSchema, type PersonLeads } from '@/lib/shared/contracts/inbox';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import type { WorkerEnv } from '../../env';
import { eraseLeads } from '../../delivery/erase';
import { parseContact } from '../../lead/contact';
import type { StoredLead } from '../../lead/model';
import { exportRecord } from '../../lead/record';
import { createInboxStore } from '../../store/inbox';
import { storeFor } from '../../store/leads';
import { summaryOf } from '../inbox-views';
import { json, methodNotAllowed } from '../respond';
import { MAX_CSV_LEADS, originOf, readBody, type Inbox } from './context';

const contactRefused = () => json(400, { error: 'Enter an email address or a UK phone number', fields: { contact: 'Enter an email address or a UK phone number' } });
type Contact = NonNullable<ReturnType<typeof parseContact>>;
const contactValue = (contact: Contact) => ('email' in contact ? contact.email : contact.phone);
const displayed = (value: string) => (value.includes('@') ? value : displayUkPhone(value));

/**
 * One person's leads (by an email address or a phone number), and the leads that share another
 * contact detail of theirs, by that detail: looked up by email, the phones on their leads; by
 * phone, the emails. One hop only: the shared leads' own other details are not followed.
 */
async function personOf(env: WorkerEnv, contact: Contact): Promise<{ leads: StoredLead[]; shared: Map<string, StoredLead[]> }> {
  const store = storeFor(env);
  const leads = await store.list({ since: new Date(0).toISOString(), limit: MAX_CSV_LEADS, contact });
  const kind = 'email' in contact ? 'phone' : 'email';
  const theirs = [...new Set(leads.map((lead) => lead.contact[kind]).filter((value): value is string => value !== null))].slice(0, MAX_SHARED_CONTACTS);
  const others = 'email' in contact ? await store.sharing({ phones: theirs, email: contact.email }, MAX_CSV_LEADS) : await store.sharing({ emails: theirs, phone: contact.phone }, MAX_CSV_LEADS);
  const shared = new Map<string, StoredLead[]>();
  for (const lead of others) {
    const value = lead.contact[kind];
    if (value) shared.set(value, [...(shared.get(value) ?? []), lead]);
  }
  return { leads, shared };
}

/** The leads a request for one person's data picks: theirs, and those of each shared contact chosen (`also`); or a 400 naming what is wrong. */
async function chosenLeads(env: WorkerEnv, contactText: string, also: readonly string[]): Promise<{ contact: Contact; leads: StoredLead[] } | Response> {
  const contact = parseContact(contactText);
  if (!contact) return contactRefused();
  if (also.length > MAX_SHARED_CONTACTS) return json(400, { error: `At most ${MAX_SHARED_CONTACTS} shared contacts`, fields: { also: `At most ${MAX_SHARED_CONTACTS} shared contacts` } });
  const { leads, shared } = await personOf(env, contact);
  const chosen: StoredLead[] = [...leads];
  for (const text of also) {
    const other = parseContact(text);
    const theirs = other ? shared.get(contactValue(other)) : undefined;
    if (!theirs) {
      const error = `${text} shares no lead with ${contactText.trim()} now: look them up again`;
      return json(400, { error, fields: { also: error } });
    }
    chosen.push(...theirs);
  }
  return { contact, leads: chosen };
}

/** One person's leads and data: mounted at /person. */
export const person = new Hono<Inbox>();

person.get('/leads', async (c) => {
  const contact = parseContact(c.req.query('contact') ?? '');
  if (!contact) return contactRefused();
  const { leads, shared } = await personOf(c.env, contact);
  const kind = 'email' in contact ? 'phone' : 'email';
  const body: PersonLeads = {
    contact: contactValue(contact),
    display: displayed(contactValue(contact)),
    leads: leads.map(summaryOf),
    shared: [...shared].map(([value, theirs]) => ({ kind, contact: value, display: displayed(value), leads: theirs.map(summaryOf) })),
  };
  return json(200, body);
});
person.all('/leads', () => methodNotAllowed('GET'));

person.get('/', async (c) => {
  const also = c.req.queries('also') ?? [];
  const chosen = await chosenLeads(c.env, c.req.query('contact') ?? '', also);
  if (chosen instanceof Response) return chosen;
  const events = await createInboxStore(c.env.DB).events(chosen.leads.map((lead) => lead.id));
  const body = { contact: contactValue(chosen.contact), also, exportedAt: new Date().toISOString(), leads: chosen.leads.map((lead) => exportRecord(lead, originOf(c), events.get(lead.id) ?? [])) };
  return json(200, body, { 'Content-Disposition': `attachment; filename="leads-of-one-person-${ukCalendarDate(new Date())}.json"` });
});
person.all('/', () => methodNotAllowed('GET'));

/** One person's leads erased: mounted at /erase. */
export const erasure = new Hono<Inbox>();

erasure.post('/', async (c) => {
  const body = await readBody(c.req.raw, eraseContactSchema);
  if (body instanceof Response) return body;
  const chosen = await chosenLeads(c.env, body.contact, body.also ?? []);
  if (chosen instanceof Response) return chosen;
  return json(200, { erased: await eraseLeads(c.env, chosen.leads.map((lead) => lead.id), originOf(c), c.get('actor')) });
});
erasure.all('/', () => methodNotAllowed('POST'));
