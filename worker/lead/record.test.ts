import { EMAIL_STATUSES, FORWARD_STATUSES, csvCell, exportRecord, leadRecord, statusNamed, toCsv, toNdjson } from './record';
import type { StoredLead } from './model';
import { quoteLead } from '@/lib/shared/quote/lead';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';

/** The typical answers' premium quote, as the results issued it. */
const typical = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'premium');
if (!typical) throw new Error('The typical answers make no quote');

const stored: StoredLead = {
  id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  receivedAt: '2026-11-25T09:00:00.000Z',
  type: 'lead',
  source: 'book-free-survey',
  what: 'Survey booked',
  contact: { name: 'Pat, "the" plumber', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'HU1 1AA' },
  lead: { source: 'book-free-survey', name: 'Pat, "the" plumber', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'HU1 1AA', message: 'line one\nline two', installationDate: '2026-11-30', quote: { ...typical, boiler: { ...typical.boiler, name: 'Vaillant ecoTEC plus 832 Combi' }, offer: { ...typical.offer, pricePence: 216810 } } },
  campaign: { landingPage: '/boiler-repair-in-hull/', utmSource: 'facebook' },
  photos: [{ key: 'leads/1b4e28ba-2fa1-41d2-883f-0016d3cca427/photo-1.jpg', type: 'image/jpeg', bytes: 1234, kind: 'boiler' }],
  quoteCheck: null,
  email: { status: 'done', attempts: 1, detail: null, at: '2026-11-25T09:00:02.000Z' },
  forward: { status: 'failed', attempts: 2, detail: 'HTTP 500', at: '2026-11-25T09:00:05.000Z' },
  visitor: { status: 'off', attempts: 0, detail: null, at: null },
  requestHash: null,
  price: null,
  booking: null,
  humanCheck: 'passed',
  slotNotHeld: null,
  status: 'lost',
  lostReason: 'price',
  note: 'Went with a cheaper quote',
  job: null,
};

describe('exportRecord', () => {
  it('links each photo on the site it was asked from, and says how the email and the forward went', () => {
    expect(exportRecord(stored, 'https://site.example')).toEqual({
      ...leadRecord(stored, 'https://site.example'),
      email: { ...stored.email, status: 'sent' },
      forwarding: stored.forward,
      visitorEmail: { status: 'off', attempts: 0, detail: null, at: null },
      price: null,
      booking: null,
      status: 'lost',
      lostReason: 'price',
      note: 'Went with a cheaper quote',
      job: null,
      history: [],
    });
    expect(exportRecord({ ...stored, forward: { ...stored.forward, status: 'done' } }, 'https://site.example').forwarding.status).toBe('forwarded');
    expect(exportRecord({ ...stored, email: { status: 'off', attempts: 0, detail: null, at: null } }, 'https://site.example').email.status).toBe('off');
    expect(leadRecord(stored, 'https://site.example').photos).toEqual([{ url: 'https://site.example/api/leads/photos/1b4e28ba-2fa1-41d2-883f-0016d3cca427/1', kind: 'boiler', type: 'image/jpeg', bytes: 1234 }]);
    expect(leadRecord(stored, 'https://site.example')).not.toHaveProperty('forwarding');
  });

  it("says how the visitor's own email went and the price staff confirmed, and when a photo was added later", () => {
    const price = { state: 'changed' as const, pence: 162_000, reason: 'No new pipework needed', at: '2026-11-26T14:05:00.000Z', by: 'pat@business.co.uk' };
    const later = { key: 'leads/1b4e28ba-2fa1-41d2-883f-0016d3cca427/photo-2.jpg', type: 'image/jpeg', bytes: 99, kind: null, addedAt: '2026-11-26T10:02:00.000Z', upload: 'b6a5b9f0-1f5e-4c55-9d7e-0a9a4c1e6f10' };
    const record = exportRecord({ ...stored, visitor: { status: 'done', attempts: 1, detail: null, at: '2026-11-25T09:00:03.000Z' }, price, photos: [...stored.photos, later] }, 'https://site.example');
    expect(record.visitorEmail).toEqual({ status: 'sent', attempts: 1, detail: null, at: '2026-11-25T09:00:03.000Z' });
    expect(record.price).toEqual(price);
    expect(record.photos.map((photo) => photo.addedAt)).toEqual([undefined, '2026-11-26T10:02:00.000Z']);
    // The upload's id is the Worker's own bookkeeping: not for the CRM.
    expect(JSON.stringify(record.photos)).not.toContain('b6a5b9f0');
    expect(exportRecord({ ...stored, visitor: { status: 'failed', attempts: 9, detail: 'no VISITOR_EMAIL binding', at: null } }, 'https://site.example').visitorEmail.status).toBe('failed');
  });

  it('is one JSON object per line in NDJSON', () => {
    const text = toNdjson([exportRecord(stored, 'https://site.example'), exportRecord({ ...stored, id: 'x' }, 'https://site.example')]);
    expect(text.split('\n')).toHaveLength(3);
    expect(JSON.parse(text.split('\n')[1] ?? '')).toEqual(expect.objectContaining({ id: 'x' }));
  });
});

describe('toCsv', () => {
  it('gives the business the columns it reads first, quoted as RFC 4180 says, one lead a row', () => {
    const [heading, row, end] = toCsv([exportRecord(stored, 'https://site.example')]).split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(heading?.split(',').slice(0, 7)).toEqual(['id', 'received_at', 'type', 'source', 'what', 'name', 'phone']);
    expect(row).toContain('Survey booked,"Pat, ""the"" plumber",07700 900123,pat@example.co.uk,HU1 1AA,');
    // The phone in national format: no formula guard needed, and a spreadsheet keeps it as typed.
    expect(row).not.toContain("'+44");
    expect(row).toContain('"line one\nline two"');
    expect(row).toContain('EH-04HM-ASW9,premium,Vaillant ecoTEC plus 832 Combi,"£2,168.10"');
    expect(row).toContain('/boiler-repair-in-hull/,,facebook');
    expect(row).toContain('sent,,failed,HTTP 500,lost,price,Went with a cheaper quote,');
    const history = [
      { at: '2026-11-25T10:00:00.000Z', kind: 'status' as const, status: 'lost', reason: 'price', note: null, actor: 'pat@business.co.uk' },
      { at: '2026-11-25T10:01:00.000Z', kind: 'note' as const, status: null, reason: null, note: '=cheaper', actor: 'staff key' },
      { at: '2026-11-25T10:02:00.000Z', kind: 'note' as const, status: null, reason: null, note: 'kept before who was', actor: null },
    ];
    const withHistory = toCsv([exportRecord(stored, 'https://site.example', history)]);
    expect(withHistory).toContain('"2026-11-25T10:00:00.000Z status lost (price) by pat@business.co.uk\n2026-11-25T10:01:00.000Z note by staff key: =cheaper\n2026-11-25T10:02:00.000Z note kept before who was"');
    expect(end).toBe('');
  });

  it("keeps every earlier column where it was and adds the visitor's email, the price and when photos were added at the end", () => {
    const earlier = ['id', 'received_at', 'type', 'source', 'what', 'name', 'phone', 'email', 'postcode', 'preferred_date', 'time_window', 'installation_date', 'message', 'quote_reference', 'quote_option', 'quote_boiler', 'quote_price_with_offer', 'landing_page', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'quote_changed', 'quote_price_today', 'photos', 'email_status', 'email_detail', 'forward_status', 'forward_detail', 'status', 'lost_reason', 'note', 'history', 'lead_json'];
    const added = ['visitor_email_status', 'visitor_email_detail', 'price_state', 'price_pence', 'price_reason', 'price_at', 'price_by', 'photos_added_at'];
    const survey = ['survey_diary', 'survey_date', 'survey_window', 'survey_start', 'address_line', 'survey_cancelled_at'];
    const check = ['verified', 'human_check', 'survey_not_held'];
    const job = ['job_done_on', 'job_service', 'job_town'];
    const price = { state: 'changed' as const, pence: 162_000, reason: 'No new pipework needed', at: '2026-11-26T14:05:00.000Z', by: 'pat@business.co.uk' };
    const later = { key: 'leads/x/photo-2.jpg', type: 'image/jpeg', bytes: 99, kind: null, addedAt: '2026-11-26T10:02:00.000Z' };
    const csv = toCsv([exportRecord({ ...stored, visitor: { status: 'done', attempts: 1, detail: null, at: null }, price, photos: [...stored.photos, later] }, 'https://site.example')]);
    const [heading, row] = csv.split('\r\n');
    expect(heading?.split(',')).toEqual([...earlier, ...added, ...survey, ...check, ...job]);
    expect(row?.slice(row.indexOf(',sent,,changed,'))).toBe(',sent,,changed,162000,No new pipework needed,2026-11-26T14:05:00.000Z,pat@business.co.uk,with-lead 2026-11-26T10:02:00.000Z,,,,,,,yes,passed,,,,');
    // Before staff price it, and without an address: blank, and 'off'.
    expect(toCsv([exportRecord(stored, 'https://site.example')]).split('\r\n')[1]?.slice(-41)).toBe(',off,,,,,,,with-lead,,,,,,,yes,passed,,,,');
    // Not verified, its window not held: said at the end.
    expect(toCsv([exportRecord({ ...stored, humanCheck: 'missing', slotNotHeld: 'unverified' }, 'https://site.example')]).split('\r\n')[1]?.endsWith(',no,missing,unverified,,,')).toBe(true);
    // A survey booked into the diary: its window as it now stands, the address's first line, and a cancel.
    const booking = { diary: 'hull' as const, date: '2026-12-02', window: 'morning' as const, start: '2026-12-02T08:00:00.000Z', end: '2026-12-02T12:00:00.000Z', addressLine: '7 Jameson Street', bookedAt: '2026-11-26T10:00:00.000Z', sequence: 1, changedAt: '2026-11-26T11:00:00.000Z', changedBy: 'visitor', cancelledAt: '2026-11-26T12:00:00.000Z' };
    expect(toCsv([exportRecord({ ...stored, booking }, 'https://site.example')]).split('\r\n')[1]?.endsWith(',hull,2026-12-02,morning,2026-12-02T08:00:00.000Z,7 Jameson Street,2026-11-26T12:00:00.000Z,yes,passed,,,,')).toBe(true);
    // A finished job: the day, what was done and where, in the last three columns; marked done and undone in the history cell, with who.
    const finished = { doneOn: '2026-12-04', service: 'gas-boiler-installation', town: 'hull', at: '2026-12-05T09:00:00.000Z', by: 'pat@business.co.uk' };
    const jobHistory = [
      { at: '2026-12-05T09:00:00.000Z', kind: 'job-done' as const, status: '2026-12-04', reason: null, note: 'gas-boiler-installation hull', actor: 'pat@business.co.uk' },
      { at: '2026-12-05T09:30:00.000Z', kind: 'job-undone' as const, status: null, reason: 'Wrong lead', note: null, actor: 'staff key' },
    ];
    const jobCsv = toCsv([exportRecord({ ...stored, job: finished }, 'https://site.example', jobHistory)]);
    expect(jobCsv.split('\r\n')[1]?.endsWith(',yes,passed,,2026-12-04,gas-boiler-installation,hull')).toBe(true);
    expect(jobCsv).toContain('2026-12-05T09:00:00.000Z job done 2026-12-04 (gas-boiler-installation hull) by pat@business.co.uk\n2026-12-05T09:30:00.000Z job undone (Wrong lead) by staff key');
    expect(exportRecord({ ...stored, job: finished }, 'https://site.example').job).toEqual(finished);
  });

  it('writes the photos the visitor added and the price staff set in the history cell', () => {
    const history = [
      { at: '2026-11-26T10:02:00.000Z', kind: 'photos' as const, status: null, reason: null, note: '2 photos added by the visitor', actor: null },
      { at: '2026-11-26T14:05:00.000Z', kind: 'price' as const, status: 'changed', reason: 'No new pipework needed', note: null, actor: 'staff key', amount: 162_000 },
      { at: '2026-11-26T14:06:00.000Z', kind: 'price' as const, status: 'confirmed', reason: null, note: null, actor: 'pat@business.co.uk', amount: 162_000 },
    ];
    expect(toCsv([exportRecord(stored, 'https://site.example', history)])).toContain(
      '"2026-11-26T10:02:00.000Z photos: 2 photos added by the visitor\n2026-11-26T14:05:00.000Z price changed £1,620.00 (No new pipework needed) by staff key\n2026-11-26T14:06:00.000Z price confirmed £1,620.00 by pat@business.co.uk"',
    );
  });
});

describe('statusNamed', () => {
  it('reads the export\'s names of a job status, and nothing else', () => {
    expect(FORWARD_STATUSES.map((name) => statusNamed(FORWARD_STATUSES, name))).toEqual(['off', 'pending', 'done', 'failed']);
    expect(EMAIL_STATUSES.map((name) => statusNamed(EMAIL_STATUSES, name))).toEqual(['off', 'pending', 'done', 'failed']);
    expect(statusNamed(FORWARD_STATUSES, 'sent')).toBeNull();
    expect(statusNamed(EMAIL_STATUSES, 'lost')).toBeNull();
  });
});

describe('csvCell', () => {
  it('turns what a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    expect(csvCell('Pat')).toBe('Pat');
  });
});
