/**
 * Sending a lead from a form, the same way everywhere: one request at a time, spam checks, and a
 * stable id per distinct submission (sent as `leadId`), so a retry replaces a lead kept for later
 * and the receiver stores it once. The campaign kept for this tab, if the visitor allowed it
 * (lib/campaign.ts), goes with it.
 */
import { useRef, useState } from 'react';
import { deliverLead, newLeadId, type LeadPhoto } from '@/lib/leads';
import { indexedDbPhotoStore } from '@/lib/browser/photo-store';
import { readCampaign } from '@/lib/validations/lead-extras';
import { useSpamGuard } from './spam-guard';

export type SendOutcome = 'sent' | 'failed' | 'slow-down' | 'busy';

export function useLeadSubmission(url: string, label: string) {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const submission = useRef<{ key: string; id: string } | null>(null);
  const guard = useSpamGuard();

  /**
   * Sends `details` (plus `extra`, e.g. a timestamp, which does not make it a new submission) and
   * any photos, which do: other photos are another submission.
   */
  async function send(details: Record<string, unknown>, extra: Record<string, unknown> = {}, photos: LeadPhoto[] = []): Promise<SendOutcome> {
    if (inFlight.current) return 'busy';
    if (guard.isLikelySpam()) return 'slow-down';
    inFlight.current = true;
    setSubmitting(true);
    const key = JSON.stringify([details, photos.map((photo) => [photo.kind, photo.type, photo.blob.size])]);
    if (submission.current?.key !== key) submission.current = { key, id: newLeadId() };
    const campaign = readCampaign(() => window.sessionStorage);
    const payload = { ...details, ...extra, ...(campaign ? { campaign } : {}) };
    const ok = await deliverLead(() => window.localStorage, { id: submission.current.id, url, payload, label }, { photos, photoStore: indexedDbPhotoStore });
    inFlight.current = false;
    setSubmitting(false);
    if (ok) submission.current = null;
    return ok ? 'sent' : 'failed';
  }

  return { submitting, send, honeypot: guard.honeypot };
}
