/**
 * Sending a lead from a form, the same way everywhere: one request at a time, spam checks, and a
 * stable id per distinct submission (sent as `leadId`), so a retry replaces a lead kept for later
 * and the receiver stores it once. The campaign kept for this tab, if the visitor allowed it
 * (lib/shared/forms/campaign.ts), the spam guard's readings (`guard`) and, with a quote, the fingerprint of the
 * quote rules (`quoteRules`) go with it. It goes through the outbox (lib/browser/outbox/outbox.ts): written ahead,
 * sent over XMLHttpRequest so photos report their progress, and kept if it does not arrive (where
 * the browser keeps nothing, the form hears it was lost, and says so).
 */
import { useRef, useState } from 'react';
import { deliverLead, discardLead, newLeadId, type LeadPhoto } from '@/lib/browser/outbox/outbox';
import { indexedDbPhotoStore } from '@/lib/browser/outbox/photo-store';
import { xhrTransport } from '@/lib/browser/outbox/xhr-transport';
import { QUOTE_RULES_VERSION } from '@/lib/shared/quote/rules';
import { readCampaign } from '@/lib/browser/read-campaign';
import { useSpamGuard } from './spam-guard';

/**
 * What became of a send: delivered; not delivered and kept to send again ('failed'); not delivered
 * and not kept either, as the browser refused to keep it ('lost': the visitor is given the phone
 * number, and the form keeps what they typed to try again); refused by the receiver (`refusal`
 * says why, and whether it is kept on the device, not sent again by itself); held back by the spam
 * checks ('slow-down'); or ignored because one is already in flight ('busy'). A booking whose
 * survey window was taken meanwhile is refused too, with `taken` holding the windows still free:
 * the visitor picks another and sends again, which replaces the kept copy; one from a visitor who
 * already holds a survey to come is refused with `alreadyBooked` (when that one is), and not kept.
 */
export type SendOutcome = 'sent' | 'failed' | 'lost' | 'refused' | 'slow-down' | 'busy';

/** Why the receiver refused the last send, and whether it is kept on this device to send again. */
export interface Refusal {
  message: string;
  kept: boolean;
}

/** Bytes of a send with photos gone up so far, of how many. */
export interface SendProgress {
  sent: number;
  total: number;
}

/**
 * `humanCheck: false` for the visitor's own page's writes (their photos), which carry their
 * request's token instead: no human check is loaded or sent there.
 */
export function useLeadSubmission(url: string, label: string, { humanCheck = true }: { humanCheck?: boolean } = {}) {
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const inFlight = useRef(false);
  const submission = useRef<{ key: string; id: string } | null>(null);
  /** This form's submission the receiver refused, if the last one was: a new one replaces it. */
  const refused = useRef<string | null>(null);
  const confirmed = useRef(false);
  /** The receiver's answer to the last lead delivered (its 201 body). */
  const answer = useRef<unknown>(null);
  /** The windows still free when the last send's survey window was taken meanwhile. */
  const [taken, setTaken] = useState<unknown[] | null>(null);
  /** The survey the visitor already holds, when the last send was a second booking (not kept: the business has the first). */
  const [alreadyBooked, setAlreadyBooked] = useState<{ date: string; window: string } | null>(null);
  const guard = useSpamGuard({ humanCheck });

  /**
   * Sends `details` (plus `extra`, e.g. a timestamp, which does not make it a new submission) and
   * any photos, which do: other photos are another submission.
   */
  async function send(details: Record<string, unknown>, extra: Record<string, unknown> = {}, photos: LeadPhoto[] = []): Promise<SendOutcome> {
    if (inFlight.current) return 'busy';
    if (guard.isLikelySpam()) return 'slow-down';
    inFlight.current = true;
    setSubmitting(true);
    setRefusal(null);
    setTaken(null);
    setAlreadyBooked(null);
    const key = JSON.stringify([details, photos.map((photo) => [photo.kind, photo.type, photo.blob.size])]);
    if (submission.current?.key !== key) submission.current = { key, id: newLeadId() };
    const { id } = submission.current;
    const storage = () => window.localStorage;
    // Edited and sent again after a refusal: the new submission replaces the refused one.
    if (refused.current && refused.current !== id) await discardLead(storage, refused.current, indexedDbPhotoStore);
    refused.current = null;
    const campaign = readCampaign(() => window.sessionStorage);
    const payload = {
      ...details,
      ...extra,
      ...(campaign ? { campaign } : {}),
      guard: guard.readings(),
      ...('quote' in details || 'quote' in extra ? { quoteRules: QUOTE_RULES_VERSION } : {}),
    };
    const result = await deliverLead(
      storage,
      { id, url, payload, label },
      {
        transport: xhrTransport,
        photos,
        photoStore: indexedDbPhotoStore,
        humanCheck: guard.humanCheck,
        ...(photos.length ? { onProgress: (sent: number, total: number) => setProgress({ sent, total }) } : {}),
      },
    );
    inFlight.current = false;
    setSubmitting(false);
    setProgress(null);
    if (result.status === 'sent') {
      submission.current = null;
      confirmed.current = (result.answer as { confirmation?: unknown } | undefined)?.confirmation === true;
      answer.current = result.answer ?? null;
      return 'sent';
    }
    if (result.status === 'slot-taken' && result.alreadyBooked) {
      refused.current = null;
      setAlreadyBooked(result.alreadyBooked);
      return 'refused';
    }
    if (result.status === 'slot-taken') {
      // Kept to go without its window unless replaced: the next send (another window) discards it.
      refused.current = result.kept ? id : null;
      setRefusal({ message: result.message, kept: result.kept });
      setTaken(result.windows);
      return 'refused';
    }
    if (result.status === 'refused') {
      refused.current = result.kept ? id : null;
      setRefusal({ message: result.message, kept: result.kept });
      return 'refused';
    }
    return result.status === 'lost' ? 'lost' : 'failed';
  }

  /** Whether the receiver said, of the last lead sent, that it is emailing the visitor a confirmation. */
  const confirmationSent = () => confirmed.current;

  /** The receiver's answer to the last lead delivered, as it sent it (for example the survey window a booking holds). */
  const answered = () => answer.current;

  return { submitting, send, honeypot: guard.honeypot, progress, refusal, confirmationSent, answered, taken, alreadyBooked };
}
