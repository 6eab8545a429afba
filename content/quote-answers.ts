/**
 * The answers the instant quote accepts, each set declared once: the answers' schema
 * (lib/shared/quote/answers.ts, which the wizard's types, saved quotes, share links and leads all read)
 * and the questions' options (content/quote-questions.ts, held to these sets by type and by test)
 * all come from here.
 */
/** The fuels a home may use; only mains gas is priced online (docs/product.md §4.1). */
export const FUEL_TYPES = ['mains-gas', 'lpg', 'oil', 'electric'] as const;
/** The boiler a home has now: the catalogue's three types, and a back boiler (replaced, never fitted). */
export const CURRENT_BOILER_TYPES = ['combi', 'system', 'regular', 'back'] as const;
/** How fast the cold water runs, which sizes the boiler (lib/shared/quote/sizing.ts). */
export const WATER_FLOWS = ['fast', 'average', 'slow'] as const;
/** The kinds of home the quote asks about (a bungalow's roof flue is priced lower: content/pricing.ts). */
export const HOME_TYPES = ['detached', 'semi-detached', 'terraced', 'flat', 'bungalow'] as const;
/** Bedrooms, as the question offers them (5 means "5 or more"). */
export const BEDROOM_COUNTS = [1, 2, 3, 4, 5] as const;
/** Baths, and separately showers, as the questions offer them (3 means "3 or more"). */
export const BATH_OR_SHOWER_COUNTS = [0, 1, 2, 3] as const;
/** Radiators, in the bands that size the boiler (lib/shared/quote/sizing.ts). */
export const RADIATOR_COUNTS = ['0-9', '10-15', '15+'] as const;
/** Where a moved boiler goes (priced in content/pricing.ts LOCATION_COST). */
export const NEW_LOCATIONS = ['same', 'same-room', 'same-floor', 'another-floor', 'loft-attic'] as const;
/** Where the flue leaves the home, which prices it (content/pricing.ts). */
export const FLUE_LOCATIONS = ['roof', 'wall'] as const;
/** A yes-no question's option values (the answer is held as a boolean: lib/shared/quote/answers.ts). */
export const YES_NO = ['yes', 'no'] as const;

export type FuelType = (typeof FUEL_TYPES)[number];
export type CurrentBoilerType = (typeof CURRENT_BOILER_TYPES)[number];
export type HomeType = (typeof HOME_TYPES)[number];
export type BedroomCount = (typeof BEDROOM_COUNTS)[number];
export type BathOrShowerCount = (typeof BATH_OR_SHOWER_COUNTS)[number];
export type WaterFlow = (typeof WATER_FLOWS)[number];
export type RadiatorCount = (typeof RADIATOR_COUNTS)[number];
export type NewLocation = (typeof NEW_LOCATIONS)[number];
export type FlueLocation = (typeof FLUE_LOCATIONS)[number];
export type YesNo = (typeof YES_NO)[number];
