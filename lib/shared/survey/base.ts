/**
 * Which base's surveyors serve a postcode (issue 35): the Worker's, as it offers free windows and
 * books one. Apart from the slot rules (lib/shared/survey/slots.ts) because it reads every location, which
 * no browser page needs to load.
 */
import { PRIMARY_BASES, locations } from '@/content/locations';
import type { Location } from '@/content/schemas';
import { postcodeDistrict } from '@/lib/shared/forms/postcode';

/** The three bases, each with a diary of its own for home surveys. */
export type SurveyBase = (typeof PRIMARY_BASES)[number];

/**
 * The base whose surveyors serve a postcode: the nearest base of the area whose districts hold
 * it (content/locations.ts), or null outside every area we cover (the form then offers a callback).
 */
export function baseForPostcode(postcode: string, areas: readonly Pick<Location, 'postcodeDistricts' | 'nearestBase'>[] = locations): SurveyBase | null {
  const district = postcodeDistrict(postcode);
  if (!district) return null;
  return areas.find((area) => area.postcodeDistricts.includes(district))?.nearestBase ?? null;
}
