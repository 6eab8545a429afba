/** Types of the instant quote (docs/product.md §3: quote data, boiler catalogue item, calculated quote). */

export type FuelType = 'mains-gas' | 'lpg' | 'oil' | 'electric';
export type BoilerType = 'combi' | 'system' | 'regular' | 'back';
export type WaterFlow = 'fast' | 'average' | 'slow';
export type RadiatorCount = '0-9' | '10-15' | '15+';
export type NewLocation = 'same' | 'same-room' | 'same-floor' | 'another-floor' | 'loft-attic';

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
  flueLocation?: 'roof' | 'wall';
  isFlueAwayFromWindows?: 'yes' | 'no';
  homeType?: string;
}

/** A boiler in the fixed-price catalogue (docs/product.md §3). */
export interface Boiler {
  id: string;
  name: string;
  kw: number;
  price: number;
  type: 'combi' | 'system' | 'regular';
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
