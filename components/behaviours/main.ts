/**
 * The entry the build bundles, loaded by the document's inline loader once the page has shown its
 * first content (components/head-scripts/behaviours-loader.ts): it starts the behaviours as soon as the page is parsed.
 */
import { start } from './index';

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
