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
    { group: ['@/components/staff/*'], message: "The staff inbox is an app of its own: the site's islands never import it." },
  ]),
  // The staff inbox (/leads/) runs in the browser as the islands do, under the same rules.
  ...browserCode(['components/staff/**'], [
    { group: ['@/components/behaviours/*'], message: 'The staff inbox and the behaviours share code through lib/ (lib/browser/ for the DOM), never each other.' },
    { group: ['@/components/islands/*'], message: 'The staff inbox is an app of its own: what it shares with the islands lives in components/ui/ or lib/.' },
  ]),
  ...browserCode(['components/behaviours/**', 'components/head-scripts/**', 'lib/browser/**'], [
    { group: ['@/components/islands/*', '@/components/staff/*'], message: 'Behaviours and islands share code through lib/ (lib/browser/ for the DOM), never each other.' },
  ]),
  // The Worker (worker/) is a room of its own: it runs on Cloudflare, not in a browser or in Node, and
  // shares with the site only the rules both must agree on; nothing of the site imports it.
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './worker',
              from: './lib',
              // lib/shared/ is, by itself, all the Worker may import: the forms' schemas and lead rules,
              // the quote rules, the survey rules, the API contracts, UK time and dates, how values are written.
              except: ['./shared'],
              message: 'The Worker imports only lib/shared/ (and content/): no browser, build-time or Node code.',
            },
            { target: './worker', from: ['./app', './components', './scripts', './e2e', './bench', './public'], message: 'The Worker imports only content/ and lib/shared/.' },
            { target: ['./app', './components', './lib', './content', './scripts'], from: './worker', message: 'Nothing of the site imports the Worker: share the rule through lib/ instead (only tests may import it).' },
          ],
        },
      ],
    },
  },
  // What lib/shared/ holds runs anywhere (the Worker, the browser, Node), so it imports nothing else
  // of lib/ (its tests may: they check it against the site); and, like the rest of the site, never the Worker.
  {
    files: ['lib/shared/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib/shared', from: './lib', except: ['./shared'], message: 'lib/shared/ runs anywhere (the Worker imports it): it imports only lib/shared/ and content/.' },
            { target: './lib/shared', from: './worker', message: 'Nothing of the site imports the Worker: share the rule through lib/shared/ instead (only tests may import it).' },
          ],
        },
      ],
    },
  },
  {
    files: ['worker/**'],
    ignores: ['**/*.test.ts', 'worker/test-support.ts', 'worker/siteverify-double.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'fs/*', 'path', 'child_process', 'react', 'react-dom', 'next', 'next/*', 'miniflare'], message: 'The Worker runs on Cloudflare: no Node, React or Next.js modules (tests may use Node).' }] }],
    },
  },
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
    // Generated by `npm run types:worker` from wrangler.toml.
    'worker-configuration.d.ts',
  ]),
]);
