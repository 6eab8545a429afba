'use client';

/**
 * A request as its visitor reads it (RequestView, lib/shared/contracts/your-request.ts): what they asked for and
 * when, where it stands, the price staff confirmed or changed, the quote, the dates they asked
 * for, their photos, our phone, and the two things they can do here: add photos, cancel.
 */
import { Suspense, lazy, useEffect, useId, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { formatLongDate, ukCalendarDate } from '@/lib/shared/time/dates';
import { ukWallClock } from '@/lib/shared/time/uk-time';
import { REQUEST_MESSAGES, REQUEST_STAGE_TEXT, holdsUntilText, priceAmount, priceHeadline, type RequestView } from '@/lib/shared/contracts/your-request';
import { BOOKING_MESSAGES } from '@/lib/shared/survey/text';
import { RequestPhotos } from './request-photos';
import { initialRequestDetails, requestDetailsReducer, type RequestDetailsAction, type RequestDetailsState } from './request-details-state';

/** Loaded when the visitor first asks to add photos or to cancel: most visitors only read the page. */
const AddPhotos = lazy(() => import('./add-photos'));
const CancelStep = lazy(() => import('./cancel-step'));
const SurveyChange = lazy(() => import('./survey-change'));

/** "Thursday 26 November 2026 at 14:05", in UK time. */
export function askedOn(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const clock = ukWallClock(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatLongDate(ukCalendarDate(at))} at ${two(clock.hour)}:${two(clock.minute)}`;
}

export interface RequestDetailsProps {
  view: RequestView;
  token: string;
  phone: string;
  phoneHref: string;
  officeHours: string;
  /** Photos reached us: the page reads the request again. */
  onPhotosAdded: () => Promise<void>;
  onCancelled: () => void;
  /** The cancel found the request gone already, or not to be found. */
  onGone: (kind: 'gone' | 'not-found') => void;
  /** Their survey was moved or cancelled: the request as it now is. */
  onChanged: (view: RequestView) => void;
}

const sectionClass = 'mt-6 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6';
const headingClass = 'text-xl font-bold text-brand-950';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-brand-900">{label}</dt>
      <dd className="text-slate-800 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function RequestDetails({ view, token, phone, phoneHref, officeHours, onPhotosAdded, onCancelled, onGone, onChanged }: RequestDetailsProps) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const [state, dispatch] = useReducer(requestDetailsReducer, initialRequestDetails);
  const steps = { state, dispatch, token, phone, phoneHref };
  return (
    <div>
      <WhatYouAsked view={view} headingId={f('what')} />
      {view.booking ? <YourSurvey {...steps} booking={view.booking} headingId={f('survey')} onChanged={onChanged} /> : null}
      {view.price ? <AgreedPrice price={view.price} headingId={f('price')} /> : null}
      {view.quote ? <YourQuote quote={view.quote} headingId={f('quote')} /> : null}
      {view.takesPhotos || view.photos.length ? <YourPhotos {...steps} view={view} headingId={f('photos')} onPhotosAdded={onPhotosAdded} /> : null}
      <section aria-labelledby={f('call')} className={sectionClass}>
        <h2 id={f('call')} className={headingClass}>
          Questions about your request
        </h2>
        <p className="mt-1">
          Call us on{' '}
          <a href={phoneHref} className="font-semibold underline">
            {phone}
          </a>
          : {officeHours}.
        </p>
      </section>
      <CancelRequest {...steps} headingId={f('cancel')} onCancelled={onCancelled} onGone={onGone} />
    </div>
  );
}

/** What a part with a step to open shares: the page's state of its steps, and what the steps need to reach the Worker and us. */
interface StepProps {
  state: RequestDetailsState;
  dispatch: Dispatch<RequestDetailsAction>;
  token: string;
  phone: string;
  phoneHref: string;
  headingId: string;
}

/** What they asked for and when, where it stands, and the dates they asked for. */
function WhatYouAsked({ view, headingId }: { view: RequestView; headingId: string }) {
  const { booking } = view;
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className="text-2xl font-extrabold text-brand-950">
        {view.what}
      </h2>
      <p className="mt-1 text-slate-700">
        You asked on <time dateTime={view.receivedAt}>{askedOn(view.receivedAt)}</time> (UK time).
      </p>
      <h3 className={`${headingClass} mt-5`}>Where it stands</h3>
      <p className="mt-1 text-lg font-semibold text-brand-900">{REQUEST_STAGE_TEXT[view.stage]}</p>
      <p className="mt-1 text-slate-800">{view.next}</p>
      {(view.when && !booking) || view.installationDate ? (
        <dl className="mt-3 divide-y divide-brand-100">
          {view.when && !booking ? <Row label="Date you asked for">{view.when}</Row> : null}
          {view.installationDate ? <Row label="Installation date you asked for">{formatLongDate(view.installationDate)}</Row> : null}
        </dl>
      ) : null}
    </section>
  );
}

/** Their survey: when and where, or that it was cancelled; moving or cancelling it while it may be changed. */
function YourSurvey({ state, dispatch, token, phone, phoneHref, headingId, booking, onChanged }: StepProps & { booking: NonNullable<RequestView['booking']>; onChanged: RequestDetailsProps['onChanged'] }) {
  const { changing, changed, focusBack } = state;
  const changedRef = useRef<HTMLParagraphElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const cancelSurveyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);
  useEffect(() => {
    if (focusBack) (focusBack === 'move' ? changeButton : cancelSurveyButton).current?.focus();
  }, [focusBack]);
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={headingClass}>
        {BOOKING_MESSAGES.yourSurvey}
      </h2>
      {booking.cancelled ? (
        <p className="mt-1 font-semibold text-slate-800">{BOOKING_MESSAGES.surveyCancelledHere}</p>
      ) : (
        <dl className="mt-2 divide-y divide-brand-100">
          <Row label="When">{booking.text}</Row>
          {booking.addressLine ? <Row label="Where">{booking.addressLine}</Row> : null}
        </dl>
      )}
      {changed ? (
        <p ref={changedRef} tabIndex={-1} role="status" className="mt-3 font-semibold text-emerald-800">
          {changed}
        </p>
      ) : null}
      {booking.changeable && !changing ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <button ref={changeButton} type="button" onClick={() => dispatch({ type: 'changeSurvey', step: 'move' })} className={buttonClass('outline', 'md')}>
            {BOOKING_MESSAGES.changeTime}
          </button>
          <button ref={cancelSurveyButton} type="button" onClick={() => dispatch({ type: 'changeSurvey', step: 'cancel' })} className={buttonClass('outline', 'md')}>
            {BOOKING_MESSAGES.cancelSurvey}
          </button>
        </div>
      ) : null}
      {booking.changeable && changing ? (
        <Suspense fallback={<p className="mt-3 text-slate-700">Loading…</p>}>
          <SurveyChange
            token={token}
            mode={changing}
            current={booking}
            phone={phone}
            phoneHref={phoneHref}
            onDone={(next) => {
              dispatch({ type: 'surveyChanged', cancelled: Boolean(next.booking?.cancelled) });
              onChanged(next);
            }}
            onKeep={() => dispatch({ type: 'keepSurvey' })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The price staff confirmed or changed, and until when it holds. */
function AgreedPrice({ price, headingId }: { price: NonNullable<RequestView['price']>; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-4 text-emerald-950 sm:p-6">
      <h2 id={headingId} className="text-2xl font-extrabold">
        {priceHeadline(price, priceAmount(price.pence), holdsUntilText(price.holdsUntil))}
      </h2>
      {price.state === 'changed' ? (
        <>
          {price.reason ? <p className="mt-2">Why it changed: {price.reason}</p> : null}
          <p className="mt-2">Your quote said {priceAmount(price.quotedPence)}.</p>
        </>
      ) : null}
      <p className="mt-2 font-semibold">This price holds until {holdsUntilText(price.holdsUntil)}.</p>
    </section>
  );
}

/** The quote the request was made from. */
function YourQuote({ quote, headingId }: { quote: NonNullable<RequestView['quote']>; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={headingClass}>
        Your quote
      </h2>
      <dl className="mt-2 divide-y divide-brand-100">
        <Row label="Reference">{quote.reference}</Row>
        <Row label="Boiler">
          {quote.boiler} ({quote.option} option)
        </Row>
        <Row label="Price">
          {quote.offerPercent > 0 && quote.offerPricePence !== quote.pricePence ? (
            <>
              <span className="font-semibold">{priceAmount(quote.offerPricePence)}</span> with the {quote.offerPercent}% offer, {priceAmount(quote.pricePence)} before it, including VAT
            </>
          ) : (
            <>
              <span className="font-semibold">{priceAmount(quote.pricePence)}</span>, including VAT
            </>
          )}
        </Row>
        <Row label="Valid until">{formatLongDate(quote.validUntil)}</Row>
      </dl>
    </section>
  );
}

/** Their photos, and adding more while the request takes them. */
function YourPhotos({ state, dispatch, token, phone, phoneHref, headingId, view, onPhotosAdded }: StepProps & { view: RequestView; onPhotosAdded: RequestDetailsProps['onPhotosAdded'] }) {
  const { adding, added } = state;
  const addedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (added !== null) addedRef.current?.focus();
  }, [added]);
  const canAdd = view.takesPhotos && view.photosLeft > 0;

  async function photosSent(count: number) {
    dispatch({ type: 'photosAdded', count });
    await onPhotosAdded();
  }

  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={headingClass}>
        Your photos
      </h2>
      {view.photos.length ? <RequestPhotos token={token} photos={view.photos} /> : <p className="mt-1 text-slate-700">You have not sent us any photos yet.</p>}
      {added !== null ? (
        <p ref={addedRef} tabIndex={-1} role="status" className="mt-3 font-semibold text-emerald-800">
          {REQUEST_MESSAGES.photosAdded(added)}
        </p>
      ) : null}
      {view.takesPhotos ? <p className="mt-3 text-slate-700">{REQUEST_MESSAGES.tooManyPhotos(view.photosLeft)}</p> : null}
      {canAdd && !adding ? (
        <button type="button" onClick={() => dispatch({ type: 'addPhotos' })} className={buttonClass('outline', 'md', 'mt-3')}>
          {REQUEST_MESSAGES.addPhotos}
        </button>
      ) : null}
      {canAdd && adding ? (
        <Suspense fallback={<p className="mt-3 text-slate-700">Loading…</p>}>
          <AddPhotos token={token} photosLeft={view.photosLeft} phone={phone} phoneHref={phoneHref} onSent={photosSent} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Cancelling the request: a button that opens the step, which asks once more. */
function CancelRequest({ state, dispatch, token, phone, phoneHref, headingId, onCancelled, onGone }: StepProps & Pick<RequestDetailsProps, 'onCancelled' | 'onGone'>) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={headingClass}>
        Cancel your request
      </h2>
      <button ref={cancelButton} type="button" aria-expanded={state.cancelling} onClick={() => dispatch({ type: 'cancelRequest' })} className={buttonClass('outline', 'md', 'mt-3')}>
        {REQUEST_MESSAGES.cancelConfirm}
      </button>
      {state.cancelling ? (
        <Suspense fallback={<p className="mt-3 text-slate-700">Loading…</p>}>
          <CancelStep
            token={token}
            phone={phone}
            phoneHref={phoneHref}
            onKeep={() => {
              dispatch({ type: 'keepRequest' });
              cancelButton.current?.focus();
            }}
            onCancelled={onCancelled}
            onGone={onGone}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
