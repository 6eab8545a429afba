'use client';

/**
 * The booking and report-an-issue forms: name, phone, email, postcode, a preferred date and time
 * window where it applies, and a message. Posted to the lead webhook with the page as `source` and
 * a `timestamp`; the same validation and failure handling as the other lead forms.
 */
import { Suspense, lazy, useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { FormField, TextField, describedBy, inputClass } from '@/components/ui/form-field';
import { TIME_WINDOWS, type BookingFormCopy } from '@/content/booking-forms';
import { siteConfig } from '@/lib/config';
import { formatLongDate, nextCalendarDay, ukCalendarDate } from '@/lib/shared/time/dates';
import { isValidPostcode, normalisePostcode } from '@/lib/shared/forms/postcode';
import { MAX_LENGTH } from '@/lib/shared/forms/limits';
import { QUOTE_BOOKING_SOURCES, bookingSchema, type BookingInput, type BookingSource } from '@/lib/shared/forms/booking';
import { KeptForRetryAlert, NotKeptAlert, PhoneField, RefusedAlert, SlowDownAlert, SubmitButton, UploadProgress } from '@/components/islands/lead-forms/form-parts';
import { useLeadSubmission } from '@/components/islands/lead-forms/use-lead-submission';
import type { QuoteOption } from '@/lib/shared/quote/lead';
import type { BookedQuote } from '@/lib/browser/quote/reader';
import { releasePhotos, type PickedPhoto } from './picked-photo';
import { cn } from '@/components/ui/styles';
import { SLOT_SOURCES } from '@/lib/shared/survey/diaries';
import type { SlotAt } from '@/lib/shared/survey/text';
import type { LeadAnswer } from '@/lib/shared/survey/booking';
import { useZodForm } from '@/components/islands/lead-forms/use-zod-form';

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

type QuoteTools = typeof import('./quote-booking');
type SlotSectionProps = import('./slot-section').SlotSectionProps;

type SlotMode = import('./slot-section').SlotMode;
/** A window as the form holds it. */
type Slot = SlotAt;

type Outcome = 'idle' | 'sent' | 'failed' | 'lost' | 'refused' | 'slow-down';

export function BookingForm(props: BookingFormProps) {
  const { source, title, needsDate, messageRequired, messageLabel, messageHint, submitLabel, successText, confirmation, phone, phoneHref } = props;
  const id = useId();
  const [today] = useState(() => ukCalendarDate(new Date()));
  const schema = useMemo(() => bookingSchema({ today, needsDate, messageRequired }), [today, needsDate, messageRequired]);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  /** The address the sent request's confirmation goes to, for the thank-you. */
  const [sentTo, setSentTo] = useState('');
  const takesQuote = (QUOTE_BOOKING_SOURCES as readonly string[]).includes(source);
  // The quote travels in the address, which the server cannot see; its code loads only when there is one.
  const [quoteTools, setQuoteTools] = useState<{ tools: QuoteTools; found: { quote: BookedQuote; option: QuoteOption; dates: string[] } } | null>(null);
  useEffect(() => {
    if (!takesQuote || !new URLSearchParams(window.location.search).has('q')) return;
    let live = true;
    void import('./quote-booking').then((tools) => {
      const now = new Date();
      const fromAddress = tools.quoteFromAddress(window.location.search, now);
      if (live && fromAddress) setQuoteTools({ tools, found: { ...fromAddress, dates: tools.installationDates(now) } });
      // Its code not fetched (the connection dropped): the form works as any booking form, and the lead still goes.
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [takesQuote]);
  const found = quoteTools?.found ?? null;
  const [chosenOption, setChosenOption] = useState<QuoteOption | null>(null);
  const booked: { quote: BookedQuote; option: QuoteOption; dates: string[] } | null = found ? { ...found, option: chosenOption ?? found.option } : null;
  const quoteLead = quoteTools?.tools.quoteLead;
  const QuoteSummary = quoteTools?.tools.QuoteSummary;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // The survey this page books into a window ('home' or 'video'); the other pages book none.
  const survey = needsDate && source in SLOT_SOURCES ? SLOT_SOURCES[source as keyof typeof SLOT_SOURCES] : undefined;
  const [slotMode, setSlotMode] = useState<SlotMode>('loading');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [addressLine, setAddressLine] = useState('');
  /** Sent without a window picked, or a home survey's window without its address. */
  const [slotProblem, setSlotProblem] = useState<'slot' | 'address' | null>(null);
  /** The window a sent booking holds, for the thank-you. */
  const [bookedSlot, setBookedSlot] = useState<Slot | null>(null);
  /** When a sent booking whose window was not held arrived (the thank-you says by when we call), or null. */
  const [notHeldAt, setNotHeldAt] = useState<string | null>(null);

  const lead = booked && quoteLead ? quoteLead(booked.quote.data, booked.quote.ticket, booked.option) : null;
  const otherLead = booked && quoteLead ? quoteLead(booked.quote.data, booked.quote.ticket, booked.option === 'premium' ? 'standard' : 'premium') : null;
  const { submitting, send, honeypot, progress, refusal, confirmationSent, answered, taken, alreadyBooked } = useLeadSubmission(siteConfig.leadWebhookUrl, title.toLowerCase());
  const { control, register, handleSubmit, reset, errors, setValue, getValues, watch } = useZodForm<BookingInput>(schema, {
    name: '',
    phone: '',
    email: '',
    postcode: '',
    preferredDate: '',
    timeWindow: 'any',
    message: '',
    installationDate: '',
  });

  // A booking from a quote starts with the quote's postcode (the visitor gave it there).
  const quotePostcode = found?.quote.data.postcode;
  useEffect(() => {
    if (quotePostcode && !getValues('postcode')) setValue('postcode', quotePostcode);
  }, [quotePostcode, getValues, setValue]);
  // Watched only on the survey forms: the free windows follow the postcode and the installation date.
  const postcode = survey ? watch('postcode') : '';
  const installationDate = survey ? (watch('installationDate') ?? '') : '';
  const slotsFor = survey && isValidPostcode(postcode) ? normalisePostcode(postcode) : '';
  const slotsShown = Boolean(slotsFor) && slotMode === 'slots';

  async function submit(values: BookingInput) {
    const holds = slotsShown && slot ? slot : null;
    if (slotsShown && (!holds || (survey === 'home' && !addressLine.trim()))) {
      setSlotProblem(holds ? 'address' : 'slot');
      return;
    }
    setSlotProblem(null);
    const details = {
      name: values.name,
      phone: values.phone,
      email: values.email,
      postcode: normalisePostcode(values.postcode),
      ...(needsDate ? { preferredDate: values.preferredDate ?? '', timeWindow: values.timeWindow } : {}),
      // A survey booked into a free window: the window (also as the preferred date and time), and where the surveyor goes.
      ...(holds ? { preferredDate: holds.date, timeWindow: holds.window, slot: holds, ...(survey === 'home' ? { addressLine: addressLine.trim() } : {}) } : {}),
      message: values.message,
      // Booked from the results: the quote as lib/shared/quote/lead.ts builds it, and the date if one was picked.
      ...(lead ? { quote: lead, ...(values.installationDate ? { installationDate: values.installationDate } : {}) } : {}),
    };
    const result = await send(details, { timestamp: new Date().toISOString(), source }, photos.map(({ kind, type, blob }) => ({ kind, type, blob })));
    if (result === 'busy') return;
    setOutcome(result);
    if (result === 'sent') {
      // Said only when the receiver is emailing one (a site that cannot email visitors says nothing of it).
      setSentTo(confirmationSent() ? details.email : '');
      const answer = answered() as Partial<LeadAnswer> | null;
      const booking = answer?.booking;
      const held = booking?.date && booking.window ? { date: booking.date, window: booking.window } : null;
      setBookedSlot(held);
      // A window asked for but not held (the request not verified, or its network's bookings for the day used up): a person calls to fix the time.
      setNotHeldAt(!held && answer?.slotNotHeld ? (typeof answer.receivedAt === 'string' ? answer.receivedAt : new Date().toISOString()) : null);
      setSlot(null);
      setAddressLine('');
      reset();
      releasePhotos(photos);
      setPhotos([]);
    }
  }


  const f = (name: string) => `${id}-${name}`;
  const headingId = f('heading');

  if (outcome === 'sent') {
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
        <button type="button" onClick={() => setOutcome('idle')} className="mt-4 inline-flex min-h-11 items-center font-semibold text-emerald-950 underline">
          Send another request
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-2xl font-extrabold text-brand-950">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">All fields are required unless marked optional.</p>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="relative mt-5">
        {honeypot}
        {lead && otherLead && booked && QuoteSummary ? <QuoteSummary lead={lead} other={otherLead} onOption={setChosenOption} idPrefix={f('quote')} /> : null}
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
                onSlot={setSlot}
                onMode={setSlotMode}
                taken={taken as never}
                alreadyBooked={alreadyBooked as Slot | null}
                addressLine={addressLine}
                onAddressLine={setAddressLine}
                addressError={slotProblem === 'address' && !addressLine.trim()}
                slotError={slotProblem === 'slot'}
                phone={phone}
                phoneHref={phoneHref}
              />
            </Suspense>
          ) : null}
          {needsDate && !slotsShown ? (
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
          ) : null}
          {booked ? (
            <div className="sm:col-span-2">
              <FormField id={f('install')} label="Preferred installation date" optional hint="Working days from the survey on; we confirm the date once the survey is done." error={errors.installationDate?.message}>
                <select id={f('install')} className={inputClass} aria-describedby={describedBy(f('install'), 'hint', errors.installationDate?.message)} {...register('installationDate')}>
                  <option value="">No preference yet</option>
                  {booked.dates.map((date) => (
                    <option key={date} value={date}>
                      {formatLongDate(date)}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
          ) : null}
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
        {outcome === 'failed' ? (
          <KeptForRetryAlert
            kept="We have kept it and will send it again automatically, so there is no need to fill this in again."
            phone={phone}
            phoneHref={phoneHref}
          />
        ) : null}
        {outcome === 'lost' ? <NotKeptAlert phone={phone} phoneHref={phoneHref} /> : null}
        {outcome === 'refused' && refusal && !taken ? <RefusedAlert refusal={refusal} phone={phone} phoneHref={phoneHref} /> : null}
        {outcome === 'slow-down' ? <SlowDownAlert what="details" /> : null}
        {/* Only a booking from a quote takes photos; the live region is there before the first figure. */}
        {booked ? <UploadProgress progress={submitting ? progress : null} /> : null}
        <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
      </form>
    </section>
  );
}
