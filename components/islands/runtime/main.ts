/** The islands runtime's entry, bundled by scripts/build-islands.ts: a module script, so the page is parsed when it runs. */
import { mountIslands } from './mount';

void mountIslands();
