/**
 * Writes Tailwind's theme (`.cache/theme.css`, imported by app/globals.css) from lib/theme.ts, so
 * the palette and breakpoints live in one place. Runs before `next build` and `next dev`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { themeCss } from '@/lib/theme';

const THEME_FILE = join(__dirname, '..', '.cache', 'theme.css');

mkdirSync(dirname(THEME_FILE), { recursive: true });
writeFileSync(THEME_FILE, themeCss());
console.log(`theme: wrote ${THEME_FILE}`);
