/**
 * Where the page template finds the behaviours script that scripts/build-behaviours.ts bundled:
 * its content-hashed URL, read from `.cache/behaviours.json` at build time.
 */
import { readBuildOutput } from './build-cache';

/** Written by scripts/build-behaviours.ts, relative to the project root. */
export const BEHAVIOURS_MANIFEST = '.cache/behaviours.json';

export interface BehavioursManifest {
  /** The script's URL, e.g. `/assets/site-3f2a9c1b7d0e.js`. */
  src: string;
  bytes: number;
}

export function behavioursScript(): BehavioursManifest {
  return readBuildOutput<BehavioursManifest>(BEHAVIOURS_MANIFEST, 'scripts/build-behaviours.ts');
}

/**
 * The inline script that loads the behaviours script once the page has shown its first content,
 * so its download and its run never stand before the first paint (a page can load well before it
 * paints). It reads the paint from the observer's own entries, not `performance.getEntriesByName`
 * (test clocks such as Playwright's replace that with an empty list). Where the browser does not
 * report paints, or the page loads while hidden (a background tab paints nothing), it loads once
 * the page has.
 */
export function behavioursLoader(src: string): string {
  return `(function(src){var done=0;function go(){if(done)return;done=1;var s=document.createElement('script');s.src=src;document.head.appendChild(s)}var t=typeof PerformanceObserver==='function'&&PerformanceObserver.supportedEntryTypes;if(!t||t.indexOf('paint')<0){if(document.readyState==='complete')go();else addEventListener('load',go);return}var o=new PerformanceObserver(function(l){for(var e=l.getEntries(),i=0;i<e.length;i++)if(e[i].name==='first-contentful-paint'){o.disconnect();go();return}});o.observe({type:'paint',buffered:true});addEventListener('load',function(){if(document.visibilityState==='hidden')go()})})(${JSON.stringify(src)});`;
}
