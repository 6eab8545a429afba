import { fileURLToPath } from 'node:url';

/**
 * The bench floor: the same Next.js version and export settings as the site, nothing else.
 * Built by scripts/bench.ts into bench/floor/out (not committed).
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
};

export default nextConfig;
