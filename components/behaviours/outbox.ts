/**
 * The lead outbox on every page (lib/browser/outbox/outbox.ts), kept small: this part, in the behaviours script
 * every page loads, only looks whether the outbox holds anything: when the page opens, whenever
 * this page writes it (OUTBOX_CHANGE_EVENT: the islands are a bundle of their own), another tab
 * writes it (`storage`), or the browser comes back online. Only when it holds a lead that is not
 * this page's own send still going does it add the outbox sender
 * (./outbox-sender.ts, its own script), which sends what is due, schedules the rest, shows the
 * outbox notice and says when a lead has arrived. A page whose visitor never had a lead kept loads
 * none of that.
 */
import type { PendingLead } from '@/lib/browser/outbox/outbox';
import { guardStorage } from '@/lib/browser/storage';
import { OUTBOX_CHANGE_EVENT, OUTBOX_KEY, pageId } from '@/lib/browser/outbox/keys';

/** "Your callback request has now reached us. Thank you." or, for several, how many. */
export function deliveredMessage(delivered: PendingLead[]): string {
  const what = delivered.length === 1 ? `Your ${delivered[0]?.label ?? 'request'} has` : `Your ${delivered.length} earlier requests have`;
  return `${what} now reached us. Thank you.`;
}

/**
 * Whether the outbox holds anything for the sender: a lead that is not this page's own send still
 * going (its form is sending it; once that ends, the outbox changes and this looks again), or
 * anything it cannot read (the sender reads it properly).
 */
function outboxNeedsSender(): boolean {
  const raw = guardStorage(() => window.localStorage).read(OUTBOX_KEY);
  if (raw === null) return false;
  const page = pageId();
  const now = Date.now();
  try {
    const leads: unknown = JSON.parse(raw);
    return !Array.isArray(leads) || leads.some((lead: Partial<PendingLead> | null) => !(lead?.page === page && (lead.sendingUntil ?? 0) > now));
  } catch {
    return true;
  }
}

/** Starts watching the outbox; `senderSrc` is the sender script's URL (the build writes it in). */
export function startOutbox(senderSrc: string): void {
  let script: HTMLScriptElement | null = null;
  const load = () => {
    if (script || !senderSrc || !outboxNeedsSender()) return;
    const added = document.createElement('script');
    added.src = senderSrc;
    // Not loaded (offline as the lead failed, most likely): tried again on the next change or when back online.
    added.addEventListener('error', () => {
      added.remove();
      script = null;
    });
    script = added;
    document.head.append(added);
  };
  load();
  window.addEventListener(OUTBOX_CHANGE_EVENT, load);
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_KEY || event.key === null) load();
  });
  window.addEventListener('online', load);
}
