/**
 * The three kinds of boiler in the catalogue and what the site calls each, in one small module
 * that the quote results (a client island) can import without the catalogue itself.
 */
export const BOILER_TYPES = ['combi', 'system', 'regular'] as const;

export type BoilerType = (typeof BOILER_TYPES)[number];

/** How a boiler's type is written in tables and on the results, capitalised. */
export const BOILER_TYPE_LABELS: Readonly<Record<BoilerType, string>> = { combi: 'Combi', system: 'System', regular: 'Regular' };
