/**
 * The one inline script in every page's `<head>` (components/layout/document.tsx), bundled into
 * minified text by scripts/build-behaviours.ts. It runs before the first paint, so it stays small:
 * it marks `<html class="js">` (CSS shows what needs scripts), applies the stored cookie choice,
 * and loads the behaviours script once the page has painted.
 */
import { loadBehavioursAfterPaint } from './behaviours-loader';
import { applyStoredConsent } from './consent-boot';

/** The behaviours script's content-hashed URL: the build writes it in (esbuild `define`) once it knows the hash. */
declare const BEHAVIOURS_SRC: string;

document.documentElement.classList.add('js');
applyStoredConsent(() => window.localStorage);
loadBehavioursAfterPaint(BEHAVIOURS_SRC);
