'use client';

/**
 * Sends any lead that failed earlier (kept in the browser's outbox) when a page opens and when
 * the browser comes back online, and tells the visitor once it has arrived.
 */
import { useEffect } from 'react';
import { TOAST_DURATION_SECONDARY_MS } from '@/content/pricing';
import { OUTBOX_KEY, flushOutbox } from '@/lib/leads';

export function OutboxFlusher() {
  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch {
      return;
    }
    const flush = async () => {
      if (!storage.getItem(OUTBOX_KEY)) return;
      const delivered = await flushOutbox(storage);
      if (!delivered.length) return;
      const { showToast } = await import('@/components/islands/toasts/show-toast');
      const what = delivered.length === 1 ? `Your ${delivered[0]?.label ?? 'request'} has` : `Your ${delivered.length} earlier requests have`;
      showToast('success', `${what} now reached us. Thank you.`, { duration: TOAST_DURATION_SECONDARY_MS });
    };
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
  return null;
}
