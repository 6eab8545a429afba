import { businessId } from '@/lib/seo';
import { EVIDENCE_ABOUT_ATTRIBUTE, EVIDENCE_ATTRIBUTE, evidenceKey, type EvidenceSlot as Slot } from '@/lib/shared/review-pages';

/**
 * Where published reviews and finished jobs go (lib/shared/review-pages.ts): built empty and hidden,
 * so a plain static host shows nothing; the site's Worker fills it at the edge and unhides it
 * (worker/http/pages.ts). No script: the page stays plain HTML.
 */
export function EvidenceSlot({ slot, label, className }: { slot: Slot; label: string; className?: string }) {
  const attributes = { [EVIDENCE_ATTRIBUTE]: evidenceKey(slot), [EVIDENCE_ABOUT_ATTRIBUTE]: businessId() };
  return <section {...attributes} aria-label={label} hidden className={className} />;
}
