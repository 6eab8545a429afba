/**
 * The inline script in every page's `<head>`, as scripts/build-behaviours.ts built it: the
 * TypeScript of components/head-scripts/ bundled and minified, with the content-hashed URL of the
 * behaviours script it loads written in. Read from `.cache/head-script.json` at build time by the
 * page template (components/layout/document.tsx); the post-build step hashes the text it finds in
 * each page into that page's Content Security Policy.
 */
import { readBuildOutput } from './build-cache';

/** Written by scripts/build-behaviours.ts, relative to the project root. */
export const HEAD_SCRIPT_FILE = '.cache/head-script.json';

export interface HeadScript {
  /** The script's text, placed as it is in `<script>` (minified, one IIFE). */
  text: string;
}

export function headScript(): HeadScript {
  return readBuildOutput<HeadScript>(HEAD_SCRIPT_FILE, 'scripts/build-behaviours.ts');
}
