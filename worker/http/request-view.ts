/**
 * What the visitor's own page shows of their request (lib/shared/contracts/your-request.ts RequestView), in their
 * words: what they asked for and when, where it stands and what happens next (the words of their
 * emails: worker/delivery/visitor-email.ts), the quote, the price staff confirmed or changed, the
 * date and time they asked for, and their photos. Nothing of the business's own working (notes,
 * lost reasons, campaign) is in it. Pure.
 */
import { TIME_WINDOWS } from '@/content/booking-forms';
import { formatLongDate, isCalendarDate } from '@/lib/shared/time/dates';
import { PHOTO_KIND_NAMES } from '@/lib/shared/forms/photos';
import { installationDateOf, quoteOfLead, type StoredLeadFields } from '@/lib/shared/forms/stored-lead';
import { MAX_REQUEST_PHOTOS, type RequestStage, type RequestView } from '@/lib/shared/contracts/your-request';
import { nextStep } from '../delivery/visitor-email';
import { takesPhotos, visitorWhatOf } from '../lead/contact';
import { bookingView } from './inbox-views';
import { bookedText } from '@/lib/shared/survey/booking';
import type { StoredLead } from '../lead/model';

/** Where a request stands, as the visitor reads it: a confirmed price first, then the business's status. */
export function stageOf(lead: Pick<StoredLead, 'status' | 'price'> & Partial<Pick<StoredLead, 'booking'>>): RequestStage {
  if (lead.price && lead.status !== 'lost') return 'price-confirmed';
  // A survey booked into the diary is booked from the start; a cancelled one is not.
  if (lead.booking && !lead.booking.cancelledAt && lead.status !== 'lost') return 'survey-booked';
  switch (lead.status) {
    case 'contacted':
      return 'called';
    case 'survey-booked':
    case 'won':
      return 'survey-booked';
    case 'lost':
      return 'closed';
    default:
      return 'received';
  }
}

/** What happens next at each stage after the first (the first says it as the confirmation email did). */
const NEXT: Record<Exclude<RequestStage, 'received'>, string> = {
  called: 'We have spoken to you about your request. Call us if anything has changed.',
  'survey-booked': 'Your survey is booked: we will be with you on the day we agreed.',
  'price-confirmed': 'Your price is confirmed from your photos. We will call you to book the installation.',
  closed: 'This request is closed. Call us if you would like to pick it up again.',
};

/** The date and time window they asked for, in words ("Wednesday 2 December 2026, 8am to 12pm"), or null. */
function whenOf(lead: StoredLeadFields): string | null {
  const { preferredDate: date, timeWindow: window } = lead;
  const label = window ? (TIME_WINDOWS.find((entry) => entry.value === window)?.label ?? window) : '';
  const day = date && isCalendarDate(date) ? formatLongDate(date) : '';
  return [day, label].filter(Boolean).join(', ') || null;
}

export function requestViewOf(lead: StoredLead, now: Date = new Date()): RequestView {
  const quote = quoteOfLead(lead.lead);
  const stage = stageOf(lead);
  const installationDate = installationDateOf(lead.lead);
  const photosAllowed = takesPhotos(lead);
  return {
    id: lead.id,
    what: visitorWhatOf(lead.source),
    receivedAt: lead.receivedAt,
    stage,
    next: stage === 'received' ? nextStep(lead, quote) : stage === 'survey-booked' && lead.booking && !lead.booking.cancelledAt ? bookedText(lead.booking) : NEXT[stage],
    quote: quote
      ? {
          reference: quote.reference,
          option: quote.option === 'premium' ? 'Premium' : 'Standard',
          boiler: quote.boiler.name,
          pricePence: Math.round(quote.price * 100),
          offerPricePence: quote.offer.pricePence,
          offerPercent: quote.offer.percent,
          validUntil: quote.validUntil,
        }
      : null,
    price:
      lead.price && quote
        ? { state: lead.price.state, pence: lead.price.pence, quotedPence: quote.offer.pricePence, reason: lead.price.reason, at: lead.price.at, holdsUntil: quote.validUntil }
        : null,
    when: whenOf(lead.lead),
    installationDate: installationDate && isCalendarDate(installationDate) ? installationDate : null,
    photos: lead.photos.map((photo, index) => ({ n: index + 1, label: photo.kind ? PHOTO_KIND_NAMES[photo.kind] : `Photo ${index + 1}`, addedLater: Boolean(photo.addedAt) })),
    photosLeft: photosAllowed ? Math.max(0, MAX_REQUEST_PHOTOS - lead.photos.length) : 0,
    takesPhotos: photosAllowed,
    // Changeable from the page until its window starts; a cancelled one stays shown as cancelled.
    booking: lead.booking
      ? { ...bookingView(lead.booking), cancelled: lead.booking.cancelledAt !== null, changeable: lead.booking.cancelledAt === null && Date.parse(lead.booking.start) > now.getTime() }
      : null,
  };
}
