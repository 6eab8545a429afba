'use client';

/**
 * The booking and report-an-issue forms: name, phone, email, postcode, a preferred date and time
 * window where it applies, and a message. Posted to the lead webhook with the page as `source` and
 * a `timestamp`; the same validation and failure handling as the other lead forms.
 */
import { Suspense, lazy, useEffect, useId, useMemo, useReducer, useState, type ComponentType } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, TextField, describedBy, inputClass } from '@/components/ui/form-field';
import { TIME_WINDOWS, type BookingFormCopy } from '@/content/booking-forms';
import { siteConfig } from '@/lib/config';
import { formatLongDate, nextCalendarDay, ukCalendarDate } from '@/lib/shared/time/dates';
import { isValidPostcode, normalisePostcode } from '@/lib/shared/forms/postcode';
import { MAX_LENGTH } from '@/lib/shared/forms/limits';
import { QUOTE_BOOKING_SOURCES, bookingSchema, type BookingInput, type BookingSource } from '@/lib/shared/forms/booking';
import { KeptForRetryAlert, NotKeptAlert, PhoneField, RefusedAlert, SlowDownAlert, SubmitButton, UploadProgress } from '@/components/islands/lead-forms/form-parts';
import { useLeadSubmission, type Refusal } from '@/components/islands/lead-forms/use-lead-submission';
import type { QuoteOption } from '@/lib/shared/quote/lead';
import { releasePhotos, type PickedPhoto } from './picked-photo';
import { cn } from '@/components/ui/styles';
import type { SlotAt } from '@/lib/shared/survey/text';
import type { LeadAnswer } from '@/lib/shared/survey/booking';
import { useZodForm } from '@/components/islands/lead-forms/use-zod-form';
import { bookingDetails, bookingReducer, initialBookingState, surveyOf, windowToSend, type BookingState, type Outcome, type SlotMode } from './booking-state';
import { useBookedQuote } from './use-booked-quote';

/** A form's wording (content/booking-forms.ts), the page it sends as `source`, and our phone number. */
export interface BookingFormProps extends BookingFormCopy {
  source: BookingSource;
  phone: string;
  phoneHref: string;
}

/** Only a booking from a quote takes photos: the other booking pages never load the picker. */
const PhotoPicker = lazy(() => import('./photo-picker'));
/**
 * The survey forms' free windows, loaded with the first valid postcode (lib/shared/survey/booking.ts).
 * Where its code cannot be fetched (the connection dropped since the page came), the form asks for
 * a preferred date and window as it would without the diary, and keeps everything typed.
 */
const SlotSection = lazy(() => import('./slot-section').catch(() => ({ default: NoSlotSection })));
function NoSlotSection({ onMode }: SlotSectionProps) {
  useEffect(() => onMode('fallback'), [onMode]);
  return null;
}
const BookedLine = lazy(() => import('./slot-section').then((module) => ({ default: module.BookedLine })));
/** The thank-you when a window was asked for but not held; where its code cannot be fetched, the form's own thanks. */
const NotHeldLine = lazy<ComponentType<{ receivedAt: string; thanks: string }>>(() => import('./not-held-line').catch(() => ({ default: ThanksLine })));
function ThanksLine({ thanks }: { thanks: string }) {
  return <p className="text-lg">{thanks}</p>;
}

type SlotSectionProps = import('./slot-section').SlotSectionProps;
/** A window as the form holds it. */
type Slot = SlotAt;

/** The fields as the form opens, and again once a request is sent. */
const BLANK: BookingInput = { name: '', phone: '', email: '', postcode: '', preferredDate: '', timeWindow: 'any', message: '', installationDate: '' };

/** The form's copy and our phone number, as the parts below it take them. */
type Copy = Pick<BookingFormProps, 'title' | 'successText' | 'confirmation' | 'phone' | 'phoneHref'>;

export function BookingForm(props: BookingFormProps) {
  const { source, title, needsDate, messageRequired, messageLabel, messageHint, submitLabel, phone, phoneHref } = props;
  const id = useId();
  const [today] = useState(() => ukCalendarDate(new Date()));
  const schema = useMemo(() => bookingSchema({ today, needsDate, messageRequired }), [today, needsDate, messageRequired]);
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const { outcome, slot, addressLine, slotProblem } = state;
  /** Made once, so the slot section's effects see the same functions every render. */
  const on = useMemo(
    () => ({
      option: (option: QuoteOption) => dispatch({ type: 'option', option }),
      mode: (mode: SlotMode) => dispatch({ type: 'slotMode', mode }),
      slot: (picked: Slot | null) => dispatch({ type: 'slot', slot: picked }),
      addressLine: (value: string) => dispatch({ type: 'addressLine', value }),
    }),
    [],
  );
  const fromQuote = useBookedQuote((QUOTE_BOOKING_SOURCES as readonly string[]).includes(source), state.option);
  const booked = fromQuote?.booked ?? null;
  const lead = fromQuote?.lead ?? null;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const survey = surveyOf(source, needsDate);
  const { submitting, send, honeypot, progress, refusal, confirmationSent, answered, taken, alreadyBooked } = useLeadSubmission(siteConfig.leadWebhookUrl, title.toLowerCase());
  const { control, register, handleSubmit, reset, errors, setValue, getValues, watch } = useZodForm<BookingInput>(schema, BLANK);

  // A booking from a quote starts with the quote's postcode (the visitor gave it there).
  const quotePostcode = booked?.quote.data.postcode;
  useEffect(() => {
    if (quotePostcode && !getValues('postcode')) setValue('postcode', quotePostcode);
  }, [quotePostcode, getValues, setValue]);
  // Watched only on the survey forms: the free windows follow the postcode and the installation date.
  const postcode = survey ? watch('postcode') : '';
  const installationDate = survey ? (watch('installationDate') ?? '') : '';
  const slotsFor = survey && isValidPostcode(postcode) ? normalisePostcode(postcode) : '';
  const slotsShown = Boolean(slotsFor) && state.slotMode === 'slots';

  async function submit(values: BookingInput) {
    const toSend = windowToSend(state, slotsShown, survey);
    if ('problem' in toSend) {
      dispatch({ type: 'stopped', problem: toSend.problem });
      return;
    }
    dispatch({ type: 'sending' });
    const details = bookingDetails(values, { needsDate, held: toSend.held, survey, addressLine, lead });
    const result = await send(details, { timestamp: new Date().toISOString(), source }, photos.map(({ kind, type, blob }) => ({ kind, type, blob })));
    if (result === 'busy') return;
    if (result !== 'sent') {
      dispatch({ type: 'notSent', outcome: result });
      return;
    }
    // The confirmation is said only when the receiver is emailing one (a site that cannot email visitors says nothing of it).
    dispatch({ type: 'sent', sentTo: confirmationSent() ? details.email : '', answer: answered() as Partial<LeadAnswer> | null, now: new Date() });
    reset();
    releasePhotos(photos);
    setPhotos([]);
  }

  const f = (name: string) => `${id}-${name}`;
  const headingId = f('heading');

  if (outcome === 'sent') return <SentPanel {...props} state={state} headingId={headingId} onAgain={() => dispatch({ type: 'again' })} />;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-2xl font-extrabold text-brand-950">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">All fields are required unless marked optional.</p>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="relative mt-5">
        {honeypot}
        {fromQuote?.lead && fromQuote.other ? <fromQuote.QuoteSummary lead={fromQuote.lead} other={fromQuote.other} onOption={on.option} idPrefix={f('quote')} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={f('name')} label="Full name" autoComplete="name" maxLength={MAX_LENGTH.name} error={errors.name?.message} {...register('name')} />
          <PhoneField control={control} name="phone" id={f('phone')} error={errors.phone?.message} />
          <TextField id={f('email')} label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} error={errors.email?.message} {...register('email')} />
          <TextField id={f('postcode')} label="Postcode" autoComplete="postal-code" maxLength={MAX_LENGTH.postcode} className="uppercase" error={errors.postcode?.message} {...register('postcode')} />
          {slotsFor && survey ? (
            <Suspense fallback={null}>
              <SlotSection
                key={`${slotsFor} ${booked ? installationDate : ''}`}
                idPrefix={f('survey')}
                survey={survey}
                postcode={slotsFor}
                before={booked ? installationDate : ''}
                webhookUrl={siteConfig.leadWebhookUrl}
                slot={slot}
                onSlot={on.slot}
                onMode={on.mode}
                taken={taken as never}
                alreadyBooked={alreadyBooked as Slot | null}
                addressLine={addressLine}
                onAddressLine={on.addressLine}
                addressError={slotProblem === 'address' && !addressLine.trim()}
                slotError={slotProblem === 'slot'}
                phone={phone}
                phoneHref={phoneHref}
              />
            </Suspense>
          ) : null}
          {needsDate && !slotsShown ? <PreferredWhen f={f} today={today} register={register} errors={errors} /> : null}
          {booked ? <InstallationDate f={f} dates={booked.dates} register={register} errors={errors} /> : null}
          {booked ? (
            <Suspense fallback={null}>
              <PhotoPicker idPrefix={f('photos')} photos={photos} setPhotos={setPhotos} />
            </Suspense>
          ) : null}
          <div className="sm:col-span-2">
            <FormField id={f('message')} label={messageLabel} optional={!messageRequired} hint={messageHint} error={errors.message?.message}>
              <textarea id={f('message')} rows={5} maxLength={MAX_LENGTH.message} className={cn(inputClass, 'py-2')} aria-required={messageRequired ? true : undefined} aria-invalid={errors.message ? true : undefined} aria-describedby={describedBy(f('message'), messageHint, errors.message?.message)} {...register('message')} />
            </FormField>
          </div>
        </div>
        <NotSentAlerts outcome={outcome} refusal={taken ? null : refusal} phone={phone} phoneHref={phoneHref} />
        {/* Only a booking from a quote takes photos; the live region is there before the first figure. */}
        {booked ? <UploadProgress progress={submitting ? progress : null} /> : null}
        <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
      </form>
    </section>
  );
}

/** The thank-you once a request is sent: the window it holds, or by when we call to fix one, or the form's own thanks. */
function SentPanel({ title, successText, confirmation, state, headingId, onAgain }: Copy & { state: BookingState; headingId: string; onAgain: () => void }) {
  const { bookedSlot, notHeldAt, sentTo } = state;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-6">
      <h2 id={headingId} className="text-2xl font-extrabold text-emerald-950">
        {title}
      </h2>
      <div role="alert" className="mt-2 text-emerald-950">
        {bookedSlot ? (
          <Suspense fallback={null}>
            <BookedLine booking={bookedSlot} />
          </Suspense>
        ) : notHeldAt ? (
          <Suspense fallback={null}>
            <NotHeldLine receivedAt={notHeldAt} thanks={successText} />
          </Suspense>
        ) : (
          <p className="text-lg">{successText}</p>
        )}
        {sentTo ? (
          <p className="mt-2">
            {confirmation.before} {sentTo}
            {confirmation.after}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={onAgain} className="mt-4 inline-flex min-h-11 items-center font-semibold text-emerald-950 underline">
        Send another request
      </button>
    </section>
  );
}

interface FieldsProps {
  f: (name: string) => string;
  register: UseFormRegister<BookingInput>;
  errors: FieldErrors<BookingInput>;
}

/** A preferred date and time window: the booking pages without the diary, or where its windows cannot be shown. */
function PreferredWhen({ f, today, register, errors }: FieldsProps & { today: string }) {
  return (
    <>
      <FormField id={f('date')} label="Preferred date" optional hint="We confirm the exact time when we call." error={errors.preferredDate?.message}>
        <input id={f('date')} type="date" min={nextCalendarDay(today)} className={inputClass} aria-invalid={errors.preferredDate ? true : undefined} aria-describedby={describedBy(f('date'), 'hint', errors.preferredDate?.message)} {...register('preferredDate')} />
      </FormField>
      <FormField id={f('time')} label="Preferred time">
        <select id={f('time')} className={inputClass} {...register('timeWindow')}>
          {TIME_WINDOWS.map((window) => (
            <option key={window.value} value={window.value}>
              {window.label}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}

/** A booking from a quote: the installation dates offered, from the survey on. */
function InstallationDate({ f, dates, register, errors }: FieldsProps & { dates: string[] }) {
  return (
    <div className="sm:col-span-2">
      <FormField id={f('install')} label="Preferred installation date" optional hint="Working days from the survey on; we confirm the date once the survey is done." error={errors.installationDate?.message}>
        <select id={f('install')} className={inputClass} aria-describedby={describedBy(f('install'), 'hint', errors.installationDate?.message)} {...register('installationDate')}>
          <option value="">No preference yet</option>
          {dates.map((date) => (
            <option key={date} value={date}>
              {formatLongDate(date)}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}

/** Why the last send did not go through, and what to do; `refusal` is null when a taken window says it instead. */
function NotSentAlerts({ outcome, refusal, phone, phoneHref }: { outcome: Outcome; refusal: Refusal | null; phone: string; phoneHref: string }) {
  if (outcome === 'failed') {
    return <KeptForRetryAlert kept="We have kept it and will send it again automatically, so there is no need to fill this in again." phone={phone} phoneHref={phoneHref} />;
  }
  if (outcome === 'lost') return <NotKeptAlert phone={phone} phoneHref={phoneHref} />;
  if (outcome === 'refused' && refusal) return <RefusedAlert refusal={refusal} phone={phone} phoneHref={phoneHref} />;
  if (outcome === 'slow-down') return <SlowDownAlert what="details" />;
  return null;
}
