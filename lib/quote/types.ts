/** Types of the instant quote (docs/product.md §3: quote data, boiler catalogue item, calculated quote). */

import type { BoilerType as CatalogueBoilerType } from '@/content/boiler-types';
import type { CurrentBoilerType, FlueLocation, FuelType, NewLocation, RadiatorCount, WaterFlow, YesNo } from '@/content/quote-answers';

export type { FuelType, NewLocation, RadiatorCount, WaterFlow } from '@/content/quote-answers';
/** The boiler a home has now (the wizard's answer), as against the catalogue's types. */
export type BoilerType = CurrentBoilerType;

/** What the wizard holds (docs/product.md §3); every field is optional while the wizard is under way. */
export interface QuoteData {
  fuelType?: FuelType;
  boilerType?: BoilerType;
  postcode?: string;
  waterFlow?: WaterFlow;
  radiatorCount?: RadiatorCount;
  bedroomCount?: number;
  bathtubCount?: number;
  showerCount?: number;
  wantCombiConversion?: boolean;
  wantDifferentLocation?: boolean;
  newLocation?: NewLocation;
  flueLocation?: FlueLocation;
  isFlueAwayFromWindows?: YesNo;
  homeType?: string;
}

/** A boiler in the fixed-price catalogue (docs/product.md §3). */
export interface Boiler {
  id: string;
  name: string;
  kw: number;
  price: number;
  type: CatalogueBoilerType;
  category: 'standard' | 'premium';
  imageUrl: string;
}

export interface QuoteCalculation {
  /** [standard, premium] */
  recommendedBoilers: [Boiler, Boiler];
  pricing: { basePrice: number; labourCost: number; locationCost: number; flueCost: number; totalPrice: number };
  breakdown: { boilerPrice: string; labour: string; location: string; flue: string; total: string };
  restrictions: string[];
}
