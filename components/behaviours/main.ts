/**
 * The entry the build bundles, loaded by the document's inline loader once the page has shown its
 * first content (components/head-scripts/behaviours-loader.ts): it starts the behaviours as soon as the page is parsed.
 */
import { start } from './index';

/** The outbox sender script's content-hashed URL: the build writes it in (esbuild `define`), as it bundles that script first. */
declare const OUTBOX_SENDER_SRC: string;

const begin = () => start(OUTBOX_SENDER_SRC);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
else begin();
