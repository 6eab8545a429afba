import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'coverage/**',
    '.cache/**',
    '.scratch/**',
    'bench/floor/.next/**',
    'bench/floor/out/**',
    'bench/floor/next-env.d.ts',
    // Generated: the behaviours bundle and the image variants (their sources are linted).
    'public/assets/**',
    'public/img/**',
  ]),
]);
