'use client';

/**
 * A request as its visitor reads it (RequestView, lib/shared/contracts/your-request.ts): what they asked for and
 * when, where it stands, the price staff confirmed or changed, the quote, the dates they asked
 * for, their photos, our phone, and the two things they can do here: add photos, cancel.
 */
import { Suspense, lazy, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { formatLongDate, ukCalendarDate } from '@/lib/shared/time/dates';
import { ukWallClock } from '@/lib/shared/time/uk-time';
import { REQUEST_MESSAGES, REQUEST_STAGE_TEXT, holdsUntilText, priceAmount, priceHeadline, type RequestView } from '@/lib/shared/contracts/your-request';
import { BOOKING_MESSAGES } from '@/lib/shared/survey/text';
import { RequestPhotos } from './request-photos';

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
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const addedRef = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  /** The survey being moved or cancelled here, and the message once it was. */
  const [changing, setChanging] = useState<'move' | 'cancel' | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const changedRef = useRef<HTMLParagraphElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const cancelSurveyButton = useRef<HTMLButtonElement>(null);
  /** The button to give focus back to once the change step closes unchanged (it is drawn again first). */
  const [focusBack, setFocusBack] = useState<'move' | 'cancel' | null>(null);
  const { quote, price, booking } = view;

  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);
  useEffect(() => {
    if (focusBack) (focusBack === 'move' ? changeButton : cancelSurveyButton).current?.focus();
  }, [focusBack]);

  useEffect(() => {
    if (added !== null) addedRef.current?.focus();
  }, [added]);

  async function photosSent(count: number) {
    setAdding(false);
    setAdded(count);
    await onPhotosAdded();
  }

  const canAdd = view.takesPhotos && view.photosLeft > 0;

  return (
    <div>
      <section aria-labelledby={f('what')} className={sectionClass}>
        <h2 id={f('what')} className="text-2xl font-extrabold text-brand-950">
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

      {booking ? (
        <section aria-labelledby={f('survey')} className={sectionClass}>
          <h2 id={f('survey')} className={headingClass}>
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
              <button ref={changeButton} type="button" onClick={() => (setFocusBack(null), setChanging('move'))} className={buttonClass('outline', 'md')}>
                {BOOKING_MESSAGES.changeTime}
              </button>
              <button ref={cancelSurveyButton} type="button" onClick={() => (setFocusBack(null), setChanging('cancel'))} className={buttonClass('outline', 'md')}>
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
                  setChanging(null);
                  setChanged(next.booking?.cancelled ? BOOKING_MESSAGES.cancelled : BOOKING_MESSAGES.changed);
                  onChanged(next);
                }}
                onKeep={() => {
                  setFocusBack(changing);
                  setChanging(null);
                }}
              />
            </Suspense>
          ) : null}
        </section>
      ) : null}

      {price ? (
        <section aria-labelledby={f('price')} className="mt-6 rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-4 text-emerald-950 sm:p-6">
          <h2 id={f('price')} className="text-2xl font-extrabold">
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
      ) : null}

      {quote ? (
        <section aria-labelledby={f('quote')} className={sectionClass}>
          <h2 id={f('quote')} className={headingClass}>
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
      ) : null}

      {view.takesPhotos || view.photos.length ? (
        <section aria-labelledby={f('photos')} className={sectionClass}>
          <h2 id={f('photos')} className={headingClass}>
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
            <button
              type="button"
              onClick={() => {
                setAdded(null);
                setAdding(true);
              }}
              className={buttonClass('outline', 'md', 'mt-3')}
            >
              {REQUEST_MESSAGES.addPhotos}
            </button>
          ) : null}
          {canAdd && adding ? (
            <Suspense fallback={<p className="mt-3 text-slate-700">Loading…</p>}>
              <AddPhotos token={token} photosLeft={view.photosLeft} phone={phone} phoneHref={phoneHref} onSent={photosSent} />
            </Suspense>
          ) : null}
        </section>
      ) : null}

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

      <section aria-labelledby={f('cancel')} className={sectionClass}>
        <h2 id={f('cancel')} className={headingClass}>
          Cancel your request
        </h2>
        <button ref={cancelButton} type="button" aria-expanded={cancelling} onClick={() => setCancelling(true)} className={buttonClass('outline', 'md', 'mt-3')}>
          {REQUEST_MESSAGES.cancelConfirm}
        </button>
        {cancelling ? (
          <Suspense fallback={<p className="mt-3 text-slate-700">Loading…</p>}>
            <CancelStep
              token={token}
              phone={phone}
              phoneHref={phoneHref}
              onKeep={() => {
                setCancelling(false);
                cancelButton.current?.focus();
              }}
              onCancelled={onCancelled}
              onGone={onGone}
            />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
