/**
 * The price of docs/product.md §9: the sized boilers from the catalogue, labour, moving the boiler and the
 * flue. Pure, never throws; null until fuel, boiler type and postcode are all known.
 */
import { BOILERS } from '@/content/boilers';
import { messages } from '@/content/messages';
import { FLUE_NEAR_WINDOW_EXTRA, FLUE_ROOF, FLUE_ROOF_BUNGALOW, FLUE_WALL, LABOUR_CONVERSION, LABOUR_DIRECT_SWAP, LOCATION_COST } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { sizeBoiler } from './sizing';
import type { Boiler, QuoteCalculation, QuoteData } from './types';

/** The smallest model of the type and category with at least `kw`, else the largest there is. */
export function pickModel(catalogue: readonly Boiler[], type: Boiler['type'], category: Boiler['category'], kw: number): Boiler | undefined {
  const models = catalogue.filter((b) => b.type === type && b.category === category).sort((a, b) => a.kw - b.kw || a.price - b.price);
  return models.find((b) => b.kw >= kw) ?? models[models.length - 1];
}

/** Converting to a combi or replacing a back boiler is charged as a conversion, not a swap. */
export function isConversion(data: QuoteData): boolean {
  return data.wantCombiConversion === true || data.boilerType === 'back';
}

export function labourCost(data: QuoteData): number {
  return isConversion(data) ? LABOUR_CONVERSION : LABOUR_DIRECT_SWAP;
}

export function locationCost(data: QuoteData): number {
  if (data.wantDifferentLocation !== true || !data.newLocation) return 0;
  return LOCATION_COST[data.newLocation] ?? 0;
}

export function flueCost(data: QuoteData): number {
  if (data.flueLocation === 'roof') return data.homeType === 'bungalow' ? FLUE_ROOF_BUNGALOW : FLUE_ROOF;
  if (data.flueLocation === 'wall') return FLUE_WALL + (data.isFlueAwayFromWindows === false ? FLUE_NEAR_WINDOW_EXTRA : 0);
  return 0;
}

export function calculateQuote(data: QuoteData, catalogue: readonly Boiler[] = BOILERS): QuoteCalculation | null {
  try {
    if (!data || !data.fuelType || !data.boilerType || !data.postcode) return null;
    const sizing = sizeBoiler(data);
    if (!sizing) return null;
    const standard = pickModel(catalogue, sizing.type, 'standard', sizing.kw);
    const premium = pickModel(catalogue, sizing.type, 'premium', sizing.kw);
    if (!standard || !premium) return null;
    const basePrice = standard.price;
    const labour = labourCost(data);
    const location = locationCost(data);
    const flue = flueCost(data);
    const totalPrice = basePrice + labour + location + flue;
    return {
      recommendedBoilers: [standard, premium],
      pricing: { basePrice, labourCost: labour, locationCost: location, flueCost: flue, totalPrice },
      breakdown: {
        boilerPrice: formatGbp(basePrice),
        labour: formatGbp(labour),
        location: formatGbp(location),
        flue: formatGbp(flue),
        total: formatGbp(totalPrice),
      },
      restrictions: sizing.tooBusyForCombi ? [messages.combiRestriction] : [],
    };
  } catch (error) {
    // A failed calculation gives no result and is only logged, never thrown (docs/product.md §8),
    // so the page around it keeps working.
    console.error('Quote calculation failed', error);
    return null;
  }
}

/** The fitted total of another recommended boiler (e.g. the premium one) with the same extras. */
export function totalWith(calculation: QuoteCalculation, boiler: Boiler): number {
  return calculation.pricing.totalPrice - calculation.pricing.basePrice + boiler.price;
}
