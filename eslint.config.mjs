import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import importPlugin from 'eslint-plugin-import';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // One import statement per module: a second one hides what a file really depends on.
    plugins: { import: importPlugin },
    rules: { 'import/no-duplicates': 'error' },
  },
  {
    // Browser code never reads the file system: islands and behaviours may not import Node's
    // modules or the lib modules that do (they run at build time only).
    files: ['components/islands/**', 'components/behaviours/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'fs/*', 'path', 'child_process', 'sharp'], message: 'Browser code cannot use Node modules.' },
            {
              group: ['@/lib/content-files', '@/lib/build-cache', '@/lib/site-pages', '@/lib/chrome-html', '@/lib/behaviours-script', '@/components/ui/picture'],
              message: 'This module reads the file system at build time: pass its data in as props instead.',
            },
          ],
        },
      ],
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
  ]),
]);
