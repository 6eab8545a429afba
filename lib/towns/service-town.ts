/**
 * The text of a service-in-town page (`/{service}-in-{town}/`): what is true of the town (its
 * profile and facts, lib/towns/facts.ts) and what that means for the service
 * (`content/service-town-copy.ts`), with the service's own copy kept short: the same service in
 * two towns must not read the same (scripts/check-overlap.ts).
 */
import { serviceTownCopy, townQuestions } from '@/content/service-town-copy';
import { serviceTownCopySchema, type Location, type Service } from '@/content/schemas';
import { capitaliseSentences, getLocationIndex, getLocations, getServices, parseCollection, townPlaceholders } from '@/lib/content';
import { fillPlaceholders, listInWords } from '@/lib/shared/format/text';
import { fillTokens } from '@/lib/tokens';
import { getTownFacts, type TownFacts } from '@/lib/towns/facts';

const copy = parseCollection('content/service-town-copy.ts', serviceTownCopySchema, serviceTownCopy);


/** Fills a template with the town's name and facts, then the price tokens. */
export function fillTown(template: string, location: Location, facts: TownFacts = getTownFacts(location)): string {
  const text = fillPlaceholders(template, {
    ...townPlaceholders(location),
    districts: listInWords(location.postcodeDistricts),
    journey: facts.journeyText,
    neighbours: listInWords(facts.neighbours.map((n) => n.name)),
    council: facts.council ?? location.county,
    offGas: facts.offGasText,
  });
  return capitaliseSentences(fillTokens(text, 'content/service-town-copy.ts'));
}

export interface ServiceTownText {
  intro: string;
  /** What the town's facts mean for this service. */
  localFacts: string;
  /** For towns on the sea coast only. */
  coastal: string | null;
  /** Where the share of homes off the gas grid is published for the town's council. */
  offGas: string | null;
  faqs: { question: string; answer: string }[];
  facts: TownFacts;
}

export function serviceTownText(service: Service, location: Location): ServiceTownText {
  const entry = copy[service.slug as keyof typeof copy];
  if (!entry) throw new Error(`content/service-town-copy.ts has no entry for ${service.slug}`);
  const facts = getTownFacts(location);
  const index = Math.max(0, getLocationIndex(location.slug));
  const pick = <T,>(list: readonly T[], offset = 0): T => list[(index + offset) % list.length] as T;
  const fill = (template: string) => fillTown(template, location, facts);
  return {
    intro: fill(pick(entry.intros)),
    localFacts: fill(entry.localFacts),
    coastal: facts.coastal && entry.coastal ? fill(entry.coastal) : null,
    offGas: facts.offGas && entry.offGas ? fill(entry.offGas) : null,
    faqs: townQuestions.map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) })),
    facts,
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
        text.localFacts.length +
        (text.coastal?.length ?? 0) +
        (text.offGas?.length ?? 0) +
        text.facts.profile.place.length +
        text.facts.profile.homes.length +
        text.facts.profile.heating.length +
        service.description.length +
        service.process.join(' ').length +
        text.faqs.map((f) => f.question + f.answer).join(' ').length;
      shortest = Math.min(shortest, length);
    }
  }
  return `shortest service-in-town copy is ${shortest} characters`;
}
