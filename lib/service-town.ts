/**
 * The text of a service-in-town page (`/{service}-in-{town}/`): the service's own copy plus
 * variants from `content/service-town-copy.ts` chosen by the town's index, filled with the town's
 * name, county, landmark, base and postcode districts, so no two of the 351 pages read the same.
 */
import { serviceTownCopy } from '@/content/service-town-copy';
import { serviceTownCopySchema, type Location, type Service } from '@/content/schemas';
import { capitaliseSentences, getLocationIndex, getLocations, getServices, parseCollection, placeName } from '@/lib/content';
import { fillTokens } from '@/lib/tokens';

const copy = parseCollection('content/service-town-copy.ts', serviceTownCopySchema, serviceTownCopy);

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function fillTown(template: string, location: Location): string {
  const text = template
    .replaceAll('{town}', placeName(location))
    .replaceAll('{county}', location.county)
    .replaceAll('{landmark}', location.landmark)
    .replaceAll('{base}', location.nearestBase)
    .replaceAll('{districts}', listJoin(location.postcodeDistricts));
  return capitaliseSentences(fillTokens(text, 'content/service-town-copy.ts'));
}

export interface ServiceTownText {
  intro: string;
  localAngle: string;
  localNote: string;
  faqs: { question: string; answer: string }[];
}

export function serviceTownText(service: Service, location: Location): ServiceTownText {
  const entry = copy[service.slug as keyof typeof copy];
  if (!entry) throw new Error(`content/service-town-copy.ts has no entry for ${service.slug}`);
  const index = Math.max(0, getLocationIndex(location.slug));
  const pick = <T,>(list: readonly T[], offset = 0): T => list[(index + offset) % list.length] as T;
  return {
    intro: fillTown(pick(entry.intros), location),
    localAngle: fillTown(pick(entry.localAngles, 1), location),
    localNote: location.localNote,
    faqs: entry.faqs.map((faq) => ({ question: fillTown(faq.question, location), answer: fillTown(faq.answer, location) })),
  };
}

/** Main text length of every service-in-town page (used by the content check and tests). */
export function serviceTownCheck(): string {
  let shortest = Infinity;
  for (const service of getServices()) {
    for (const location of getLocations()) {
      const text = serviceTownText(service, location);
      const length =
        text.intro.length +
        text.localAngle.length +
        text.localNote.length +
        service.description.length +
        service.benefits.join(' ').length +
        service.process.join(' ').length +
        text.faqs.map((f) => f.question + f.answer).join(' ').length;
      shortest = Math.min(shortest, length);
    }
  }
  return `shortest service-in-town copy is ${shortest} characters`;
}
