/**
 * Boiler sizing of docs/product.md §9: which type of boiler to fit and how many kW it needs.
 */
import type { QuoteData } from './types';

export interface Sizing {
  /** The type of boiler to fit (a back boiler is replaced as a combi; a busy combi becomes a system). */
  type: 'combi' | 'system' | 'regular';
  /** Required output in kW. */
  kw: number;
  /** A combi (or back boiler) was chosen for a home with 2+ baths or 2+ showers. */
  tooBusyForCombi: boolean;
}

/** Baths or showers at or above this count mean water is used in two places at once. */
const SIMULTANEOUS_USE = 2;

function combiKw(data: QuoteData): number {
  if (data.waterFlow === 'fast' || (data.bedroomCount ?? 0) >= 4) return 35;
  if (data.waterFlow === 'average' || data.waterFlow === 'slow') return 30;
  const radiators = data.radiatorCount ?? '0-9';
  return radiators === '15+' ? 35 : radiators === '10-15' ? 30 : 25;
}

function heatOnlyKw(data: QuoteData): number {
  const radiators = data.radiatorCount ?? '0-9';
  if ((radiators === '10-15' && data.waterFlow === 'slow') || data.waterFlow === 'fast') return 30;
  if (data.waterFlow === 'average') return 25;
  if (data.waterFlow === 'slow') return radiators === '0-9' ? 18 : 30;
  return radiators === '15+' ? 30 : radiators === '10-15' ? 25 : 18;
}

/** Sizes the boiler; undefined until the current boiler type is known. */
export function sizeBoiler(data: QuoteData): Sizing | undefined {
  if (!data.boilerType) return undefined;
  const wantsCombi = data.boilerType === 'combi' || data.boilerType === 'back';
  const busy = (data.bathtubCount ?? 0) >= SIMULTANEOUS_USE || (data.showerCount ?? 0) >= SIMULTANEOUS_USE;
  const type: Sizing['type'] = data.boilerType === 'system' || data.boilerType === 'regular' ? data.boilerType : busy ? 'system' : 'combi';
  return {
    type,
    kw: type === 'combi' ? combiKw(data) : heatOnlyKw(data),
    tooBusyForCombi: wantsCombi && busy,
  };
}
