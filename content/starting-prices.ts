/**
 * "From" prices, derived from the catalogue so they can never promise what the quote cannot give:
 * a boiler's fitted price for a like-for-like swap (the boiler, direct swap labour and a standard
 * wall flue, including VAT), and each brand's cheapest.
 */
import { BOILERS } from './boilers';
import { FLUE_WALL, LABOUR_DIRECT_SWAP } from './pricing';
import type { CatalogueBoiler } from './schemas';

/** A boiler's fitted price for a like-for-like swap, in pounds including VAT. */
export function fittedFromPrice(boilerPrice: number): number {
  return boilerPrice + LABOUR_DIRECT_SWAP + FLUE_WALL;
}

/** A brand's cheapest fitted price in the catalogue, or null for a brand we quote only after a survey. */
export function brandFromPrice(brand: string, catalogue: readonly Pick<CatalogueBoiler, 'brand' | 'price'>[] = BOILERS): number | null {
  const prices = catalogue.filter((boiler) => boiler.brand === brand).map((boiler) => fittedFromPrice(boiler.price));
  return prices.length ? Math.min(...prices) : null;
}

/** The brands whose "from" price the home page advertises (docs/product.md §1). */
export const ADVERTISED_BRANDS = ['worcester-bosch', 'viessmann', 'vaillant'] as const;
export type AdvertisedBrand = (typeof ADVERTISED_BRANDS)[number];

/** The advertised "from" prices: each brand's cheapest fitted price in the catalogue. */
export const BRAND_STARTING_PRICES = Object.fromEntries(
  ADVERTISED_BRANDS.map((brand) => {
    const from = brandFromPrice(brand);
    if (from === null) throw new Error(`content/starting-prices.ts: the catalogue has no ${brand} boiler to advertise a price for`);
    return [brand, from];
  }),
) as Record<AdvertisedBrand, number>;
