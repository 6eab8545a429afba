import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import importPlugin from 'eslint-plugin-import';

/**
 * What browser code may not import, and why; `also` adds what one kind of browser code may not import besides.
 * @param {string[]} files
 * @param {{ group: string[], message: string }[]} also
 * @returns {import('eslint').Linter.Config[]}
 */
function browserCode(files, also) {
  return [
    {
      files,
      // Tests run in Node and may use it.
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['node:*', 'fs', 'fs/*', 'path', 'child_process', 'sharp'], message: 'Browser code cannot use Node modules.' },
              { group: ['@/lib/server/*'], message: 'lib/server/ runs at build time: pass its data in as props instead.' },
              { group: ['@/components/sections/*', '@/components/layout/*'], message: 'Server components render at build time: islands receive their output as props or children.' },
              ...also,
            ],
          },
        ],
      },
    },
  ];
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // One import statement per module: a second one hides what a file really depends on. With
    // prefer-inline, an import holding `type` specifiers counts too (without it, such an import and a
    // second one from the same module both passed).
    plugins: { import: importPlugin },
    rules: { 'import/no-duplicates': ['error', { 'prefer-inline': true }] },
  },
  // Code that runs in the browser imports nothing that runs only at build time: no Node module,
  // nothing under lib/server/ (Node, build time), and no server component (sections, layout).
  ...browserCode(['components/islands/**'], [
    { group: ['@/components/behaviours/*'], message: 'Islands and behaviours share code through lib/ (lib/browser/ for the DOM), never each other.' },
  ]),
  ...browserCode(['components/behaviours/**', 'components/head-scripts/**', 'lib/browser/**'], [
    { group: ['@/components/islands/*'], message: 'Behaviours and islands share code through lib/ (lib/browser/ for the DOM), never each other.' },
  ]),
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'coverage/**',
    '.cache/**',
    '.data/**',
    '.wrangler/**',
    '.scratch/**',
    'bench/floor/.next/**',
    'bench/floor/out/**',
    'bench/floor/next-env.d.ts',
    // Generated: the behaviours bundle and the image variants (their sources are linted).
    'public/assets/**',
    'public/img/**',
  ]),
]);
