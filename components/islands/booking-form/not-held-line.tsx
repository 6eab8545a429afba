'use client';

/**
 * The thank-you's sentence for a booking whose window was not held (the 201's `slotNotHeld`: its
 * human check did not pass, or its network has booked as many surveys today as one may): the
 * request is stored, and a person calls to fix the time by the end of the next working day. A chunk
 * of its own, loaded only then: the call-back day's rule (lib/shared/contracts/your-request.ts) stays off the form.
 */
import { BOOKING_MESSAGES } from '@/lib/shared/survey/text';
import { callBackBy } from '@/lib/shared/contracts/your-request';

export default function NotHeldLine({ receivedAt }: { receivedAt: string }) {
  const received = new Date(receivedAt);
  return <p className="text-lg">{BOOKING_MESSAGES.notHeld(callBackBy(Number.isNaN(received.getTime()) ? new Date() : received))}</p>;
}
