/**
 * Home page "Areas we cover" groups (docs/product.md §3, coverage region group). Colours are the group's
 * accent on the home page and all reach WCAG AA contrast (4.5:1) on white.
 */
import type { Region } from './schemas';

export const regions: Region[] = [
  { name: 'Lincolnshire', colour: '#1d4ed8' },
  { name: 'East Yorkshire', colour: '#047857' },
  { name: 'South Yorkshire', colour: '#b91c1c' },
  { name: 'West Yorkshire', colour: '#7e22ce' },
  { name: 'Nottinghamshire', colour: '#b45309' },
  { name: 'Derbyshire', colour: '#0f766e' },
];
