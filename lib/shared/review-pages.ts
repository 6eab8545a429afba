/**
 * Where reviews and finished jobs show on the pages (issue 43): the reviews pages' addresses and the
 * slots the pages are built with. Each slot is an empty, hidden `<section data-evidence="<key>">`
 * in the pre-rendered HTML (components/sections/evidence-slot.tsx): on a plain static host nothing
 * shows; the site's Worker fills it at the edge from what is published (worker/http/pages.ts).
 * Shared by the pages and the Worker, so both name the same slots.
 */
import { PAGES } from '@/lib/shared/pages';

/** The attribute that marks a slot; its value is the slot's key (below). */
export const EVIDENCE_ATTRIBUTE = 'data-evidence';

/** The attribute on a slot naming the business's JSON-LD `@id`, which each review's markup reviews. */
export const EVIDENCE_ABOUT_ATTRIBUTE = 'data-about';

/** Marks what a page says while nothing is published (the reviews pages' "none yet"): the Worker removes it once the slot has something. */
export const EVIDENCE_NONE_ATTRIBUTE = 'data-evidence-none';

/** What a slot shows: every review (with the figures and removals), a service's or a town's reviews, or a town's evidence (its reviews and finished jobs). */
export type EvidenceSlot = { kind: 'reviews' } | { kind: 'reviews-service'; service: string } | { kind: 'reviews-town'; town: string } | { kind: 'town'; town: string };

/** A slot's key, as the page writes it in EVIDENCE_ATTRIBUTE. */
export function evidenceKey(slot: EvidenceSlot): string {
  if (slot.kind === 'reviews') return 'reviews';
  if (slot.kind === 'reviews-service') return `reviews:service:${slot.service}`;
  if (slot.kind === 'reviews-town') return `reviews:town:${slot.town}`;
  return `town:${slot.town}`;
}

/** The slot a key names, or null for one this version does not know (left as built). */
export function evidenceSlotOf(key: string): EvidenceSlot | null {
  if (key === 'reviews') return { kind: 'reviews' };
  const [first, second, third] = key.split(':');
  if (first === 'reviews' && second === 'service' && third) return { kind: 'reviews-service', service: third };
  if (first === 'reviews' && second === 'town' && third) return { kind: 'reviews-town', town: third };
  if (first === 'town' && second && third === undefined) return { kind: 'town', town: second };
  return null;
}

/** The reviews of one service: the reviews page's path, then `<service slug>/`. */
export const reviewsOfServicePath = (service: string): string => `${PAGES.reviews.path}${service}/`;

/** The reviews from one town: the reviews page's path, then `in/<town slug>/`. */
export const reviewsInTownPath = (town: string): string => `${PAGES.reviews.path}in/${town}/`;
