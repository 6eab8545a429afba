/**
 * One lead: what and when, then who (to call them), working it (status and note), its job once won (done, or undone), the quote and
 * its price (to confirm or change), the message, the photos, the campaign, the deliveries and the
 * history, and erasing it last. A lead erased elsewhere (its GET or a change answers 404) says
 * so, with the way back to the list.
 */
import { Suspense, lazy, useId, useState } from 'react';
import type { LeadDetail, ListQuery } from '@/lib/shared/contracts/inbox';
import { inboxApi } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { quoteOf } from '@/lib/shared/quote/lead-shape';
import { MAILBOX_COPIES_NOTE, contactOf, formatWhen } from '../inbox-format';
import { BackLink, LoadFailed, MessageBox, StatusBadge, ViewHeading } from '../inbox-ui';
import { EraseLead, NoteForm, PriceActions, StatusForm } from './lead-actions';
import { CampaignSection, ContactSection, DeliverySection, HistorySection, MessageSection, PhotosSection, PriceFacts, QuoteSection, Section } from './lead-details';
import { useLoad } from '../use-load';

/** A booked survey's section: most leads have none, so its code (and the window picker's) loads with the first that has. */
const BookingActions = lazy(() => import('./lead-booking'));
/** The job's control loads with the first won lead opened: its lists of services and towns are no weight for the rest of the inbox. */
const JobActions = lazy(() => import('./lead-job'));

/** Said of a lead that is no longer there. */
export const LEAD_ERASED = 'This lead has been erased.';
/** Said in the list after erasing a lead from its page. */
const LEAD_ERASED_NOTICE = `The lead has been erased. ${MAILBOX_COPIES_NOTE}`;

function LeadBody({ detail, filters, onSaved, onGone }: { detail: LeadDetail; filters: ListQuery; onSaved: (detail: LeadDetail) => void; onGone: () => void }) {
  const { go } = useInbox();
  const { lead } = detail;
  const quote = quoteOf(lead.fields);
  const contact = contactOf(lead);
  return (
    <div className="mt-4 space-y-6">
      <ContactSection contact={contact} />
      <Section title="Status and note">
        <StatusForm detail={detail} onSaved={onSaved} onGone={onGone} />
        <NoteForm detail={detail} onSaved={onSaved} onGone={onGone} />
      </Section>
      {detail.status === 'won' || detail.job ? (
        <Section title="Job">
          <Suspense fallback={<p className="text-slate-700">{detail.job ? `Done on ${detail.job.doneOn}` : 'Loading…'}</p>}>
            <JobActions detail={detail} onSaved={onSaved} onGone={onGone} />
          </Suspense>
        </Section>
      ) : null}
      {detail.booking ? (
        <Section title="Survey">
          <Suspense fallback={<p className="text-slate-700">{detail.booking.text}</p>}>
            <BookingActions detail={detail} onSaved={onSaved} onGone={onGone} />
          </Suspense>
        </Section>
      ) : null}
      <QuoteSection lead={lead} quote={quote} installationDate={contact.installationDate} />
      {detail.price ? (
        <Section title="Price">
          <PriceFacts price={detail.price} />
          <PriceActions detail={detail} onSaved={onSaved} onGone={onGone} />
        </Section>
      ) : null}
      <MessageSection message={contact.message} />
      <PhotosSection photos={lead.photos} />
      <CampaignSection campaign={lead.campaign} />
      <DeliverySection lead={lead} onSaved={onSaved} onGone={onGone} />
      <HistorySection history={detail.history} />
      <Section title="Erase">
        <EraseLead detail={detail} onGone={onGone} onErased={() => go({ view: 'list', filters }, { notice: LEAD_ERASED_NOTICE, replace: true })} />
      </Section>
    </div>
  );
}

export function LeadView({ id, filters }: { id: string; filters: ListQuery }) {
  const headingId = useId();
  const { outcome, retry, replace } = useLoad(id, (signal) => inboxApi.lead(id, signal));
  /** Set when a change found the lead erased meanwhile. */
  const [goneSince, setGoneSince] = useState(false);
  const detail = outcome?.ok ? outcome.data : undefined;
  const gone = goneSince || (outcome && !outcome.ok && outcome.failure === 'gone');
  const back = { view: 'list', filters } as const;

  return (
    <article aria-labelledby={headingId}>
      <BackLink route={back} />
      <ViewHeading id={headingId}>{gone ? 'Lead erased' : detail ? detail.lead.what : 'Lead'}</ViewHeading>
      <div aria-live="polite">
        {gone ? (
          <div className="mt-4 space-y-3">
            <MessageBox tone="info">{LEAD_ERASED}</MessageBox>
            <BackLink route={back} />
          </div>
        ) : null}
      </div>
      {!outcome && !gone ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading the lead…
        </p>
      ) : null}
      {outcome && !outcome.ok && !gone ? <LoadFailed message={outcome.message} onRetry={retry} /> : null}
      {detail && !gone ? (
        <>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800">
            <span>
              Received <time dateTime={detail.lead.receivedAt}>{formatWhen(detail.lead.receivedAt, { withYear: true })}</time>
            </span>
            <StatusBadge status={detail.status} />
          </p>
          <LeadBody detail={detail} filters={filters} onSaved={replace} onGone={() => setGoneSince(true)} />
        </>
      ) : null}
    </article>
  );
}
