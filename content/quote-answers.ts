/**
 * The answers the instant quote accepts, each set declared once: the wizard's types
 * (lib/quote/types.ts), the saved-quote parser (lib/quote/storage.ts) and the questions' options
 * (content/quote-questions.ts, held to these sets by type and by test) all come from here.
 */
export const FUEL_TYPES = ['mains-gas', 'lpg', 'oil', 'electric'] as const;
/** The boiler a home has now: the catalogue's three types, and a back boiler (replaced, never fitted). */
export const CURRENT_BOILER_TYPES = ['combi', 'system', 'regular', 'back'] as const;
export const WATER_FLOWS = ['fast', 'average', 'slow'] as const;
export const RADIATOR_COUNTS = ['0-9', '10-15', '15+'] as const;
/** Where a moved boiler goes (priced in content/pricing.ts LOCATION_COST). */
export const NEW_LOCATIONS = ['same', 'same-room', 'same-floor', 'another-floor', 'loft-attic'] as const;
export const FLUE_LOCATIONS = ['roof', 'wall'] as const;
/** A yes-no question's option values. */
export const YES_NO = ['yes', 'no'] as const;

export type FuelType = (typeof FUEL_TYPES)[number];
export type CurrentBoilerType = (typeof CURRENT_BOILER_TYPES)[number];
export type WaterFlow = (typeof WATER_FLOWS)[number];
export type RadiatorCount = (typeof RADIATOR_COUNTS)[number];
export type NewLocation = (typeof NEW_LOCATIONS)[number];
export type FlueLocation = (typeof FLUE_LOCATIONS)[number];
export type YesNo = (typeof YES_NO)[number];
