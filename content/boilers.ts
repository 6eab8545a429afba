/**
 * The fixed-price boiler catalogue (docs/product.md §3). The product's text says 21 models but its kW ladder per
 * type and category lists 22; the ladder wins. Prices are the boiler supplied, in pounds including
 * VAT, within BOILER_PRICE_RANGE (pricing.ts); labour, moving the boiler and the flue are added by the quote engine.
 */
import { WARRANTY_PREMIUM_YEARS, WARRANTY_SELECTED_YEARS } from './pricing';
import type { CatalogueBoiler } from './schemas';

/** Manufacturer warranty on our standard range. */
const STANDARD_WARRANTY_YEARS = 7;

export const BOILERS: readonly CatalogueBoiler[] = [
  // Combi, standard: 25, 30, 35 kW
  { id: 'worcester-greenstar-2000-25-combi', name: 'Worcester Bosch Greenstar 2000 25kW Combi', brand: 'worcester-bosch', kw: 25, price: 1190, type: 'combi', category: 'standard', imageUrl: '/images/boilers/worcester-bosch.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  { id: 'viessmann-vitodens-100-w-30-combi', name: 'Viessmann Vitodens 100-W 30kW Combi', brand: 'viessmann', kw: 30, price: 1290, type: 'combi', category: 'standard', imageUrl: '/images/boilers/viessmann.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  { id: 'ideal-logic-max-combi2-c35', name: 'Ideal Logic Max Combi2 C35', brand: 'ideal-heating', kw: 35, price: 1399, type: 'combi', category: 'standard', imageUrl: '/images/boilers/ideal-heating.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  // Combi, premium: 28, 32, 36 kW
  { id: 'vaillant-ecotec-pro-28-combi', name: 'Vaillant ecoTEC pro 28 Combi', brand: 'vaillant', kw: 28, price: 1689, type: 'combi', category: 'premium', imageUrl: '/images/boilers/vaillant.png', warrantyYears: WARRANTY_PREMIUM_YEARS },
  { id: 'vaillant-ecotec-plus-832-combi', name: 'Vaillant ecoTEC plus 832 Combi', brand: 'vaillant', kw: 32, price: 1899, type: 'combi', category: 'premium', imageUrl: '/images/boilers/vaillant.png', warrantyYears: WARRANTY_PREMIUM_YEARS },
  { id: 'vaillant-ecotec-exclusive-836-combi', name: 'Vaillant ecoTEC exclusive 836 Combi', brand: 'vaillant', kw: 36, price: 2218, type: 'combi', category: 'premium', imageUrl: '/images/boilers/vaillant.png', warrantyYears: WARRANTY_PREMIUM_YEARS },
  // System, standard: 12, 15, 18, 25, 30 kW
  { id: 'glow-worm-energy-12s', name: 'Glow-worm Energy 12s System', brand: 'glow-worm', kw: 12, price: 1096, type: 'system', category: 'standard', imageUrl: '/images/boilers/glow-worm.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  { id: 'glow-worm-energy-15s', name: 'Glow-worm Energy 15s System', brand: 'glow-worm', kw: 15, price: 1146, type: 'system', category: 'standard', imageUrl: '/images/boilers/glow-worm.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  { id: 'glow-worm-energy-18s', name: 'Glow-worm Energy 18s System', brand: 'glow-worm', kw: 18, price: 1196, type: 'system', category: 'standard', imageUrl: '/images/boilers/glow-worm.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  { id: 'glow-worm-energy-25s', name: 'Glow-worm Energy 25s System', brand: 'glow-worm', kw: 25, price: 1296, type: 'system', category: 'standard', imageUrl: '/images/boilers/glow-worm.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  { id: 'glow-worm-energy-30s', name: 'Glow-worm Energy 30s System', brand: 'glow-worm', kw: 30, price: 1376, type: 'system', category: 'standard', imageUrl: '/images/boilers/glow-worm.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  // System, premium: 12, 15, 18, 25, 30 kW
  { id: 'worcester-greenstar-4000-12-system', name: 'Worcester Bosch Greenstar 4000 12kW System', brand: 'worcester-bosch', kw: 12, price: 1545, type: 'system', category: 'premium', imageUrl: '/images/boilers/worcester-bosch.png', warrantyYears: WARRANTY_SELECTED_YEARS },
  { id: 'worcester-greenstar-4000-15-system', name: 'Worcester Bosch Greenstar 4000 15kW System', brand: 'worcester-bosch', kw: 15, price: 1595, type: 'system', category: 'premium', imageUrl: '/images/boilers/worcester-bosch.png', warrantyYears: WARRANTY_SELECTED_YEARS },
  { id: 'worcester-greenstar-4000-18-system', name: 'Worcester Bosch Greenstar 4000 18kW System', brand: 'worcester-bosch', kw: 18, price: 1645, type: 'system', category: 'premium', imageUrl: '/images/boilers/worcester-bosch.png', warrantyYears: WARRANTY_SELECTED_YEARS },
  { id: 'worcester-greenstar-4000-25-system', name: 'Worcester Bosch Greenstar 4000 25kW System', brand: 'worcester-bosch', kw: 25, price: 1765, type: 'system', category: 'premium', imageUrl: '/images/boilers/worcester-bosch.png', warrantyYears: WARRANTY_SELECTED_YEARS },
  { id: 'worcester-greenstar-4000-30-system', name: 'Worcester Bosch Greenstar 4000 30kW System', brand: 'worcester-bosch', kw: 30, price: 1865, type: 'system', category: 'premium', imageUrl: '/images/boilers/worcester-bosch.png', warrantyYears: WARRANTY_SELECTED_YEARS },
  // Regular, standard: 27, 30 kW
  { id: 'worcester-greenstar-4000-27-regular', name: 'Worcester Bosch Greenstar 4000 27kW Regular', brand: 'worcester-bosch', kw: 27, price: 1349, type: 'regular', category: 'standard', imageUrl: '/images/boilers/worcester-bosch.png', warrantyYears: WARRANTY_PREMIUM_YEARS },
  { id: 'ideal-logic-max-heat-h30', name: 'Ideal Logic Max Heat H30 Regular', brand: 'ideal-heating', kw: 30, price: 1389, type: 'regular', category: 'standard', imageUrl: '/images/boilers/ideal-heating.png', warrantyYears: STANDARD_WARRANTY_YEARS },
  // Regular, premium: 15, 18, 24, 30 kW
  { id: 'vaillant-ecotec-plus-615-regular', name: 'Vaillant ecoTEC plus 615 Regular', brand: 'vaillant', kw: 15, price: 1749, type: 'regular', category: 'premium', imageUrl: '/images/boilers/vaillant.png', warrantyYears: WARRANTY_PREMIUM_YEARS },
  { id: 'vaillant-ecotec-plus-618-regular', name: 'Vaillant ecoTEC plus 618 Regular', brand: 'vaillant', kw: 18, price: 1799, type: 'regular', category: 'premium', imageUrl: '/images/boilers/vaillant.png', warrantyYears: WARRANTY_PREMIUM_YEARS },
  { id: 'vaillant-ecotec-plus-624-regular', name: 'Vaillant ecoTEC plus 624 Regular', brand: 'vaillant', kw: 24, price: 1879, type: 'regular', category: 'premium', imageUrl: '/images/boilers/vaillant.png', warrantyYears: WARRANTY_PREMIUM_YEARS },
  { id: 'vaillant-ecotec-plus-630-regular', name: 'Vaillant ecoTEC plus 630 Regular', brand: 'vaillant', kw: 30, price: 1989, type: 'regular', category: 'premium', imageUrl: '/images/boilers/vaillant.png', warrantyYears: WARRANTY_PREMIUM_YEARS },
];
