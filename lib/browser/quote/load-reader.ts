/**
 * The reader of saved quotes and share links (./reader.ts), with the answers' schema and zod, as a
 * chunk of its own: load it only when `hasSavedQuote` (./storage.ts) or a share link says there is
 * a quote to read. Apart from the storage, so keeping a quote never depends on reading one.
 */
export const loadQuoteReader = () => import('./reader');
