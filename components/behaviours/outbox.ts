/**
 * Sends any lead that failed earlier (kept in the browser's outbox, lib/leads.ts) when a page
 * opens and whenever the browser comes back online (once the network has settled, ONLINE_SETTLE_MS),
 * and tells the visitor once it has arrived.
 */
import { TOAST_DURATION_SECONDARY_MS } from '@/lib/ui-config';
import { ONLINE_SETTLE_MS, OUTBOX_KEY, flushOutbox, type PendingLead } from '@/lib/leads';
import { guardStorage } from '@/lib/browser-storage';
import { indexedDbPhotoStore } from '@/lib/browser/photo-store';
import { showToast } from '@/lib/browser/toasts';

/** "Your callback request has now reached us. Thank you." or, for several, how many. */
export function deliveredMessage(delivered: PendingLead[]): string {
  const what = delivered.length === 1 ? `Your ${delivered[0]?.label ?? 'request'} has` : `Your ${delivered.length} earlier requests have`;
  return `${what} now reached us. Thank you.`;
}

export function startOutbox(): void {
  const storage = () => window.localStorage;
  const flush = async () => {
    if (!guardStorage(storage).read(OUTBOX_KEY)) return;
    const delivered = await flushOutbox(storage, { photoStore: indexedDbPhotoStore });
    if (delivered.length) showToast('success', deliveredMessage(delivered), { duration: TOAST_DURATION_SECONDARY_MS });
  };
  void flush();
  let settling: number | undefined;
  window.addEventListener('online', () => {
    window.clearTimeout(settling);
    settling = window.setTimeout(() => void flush(), ONLINE_SETTLE_MS);
  });
}
