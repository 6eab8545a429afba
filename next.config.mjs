import { availableParallelism } from 'node:os';

/**
 * Static export: every page is pre-rendered to HTML in `out/` and served from any static host.
 * Redirects and headers cannot live here (a static export ignores them): the post-build step writes
 * `out/_redirects` and `out/_headers`, which Cloudflare Pages (and `npm start`, which runs it locally) honours.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  // `/about/` is written as `out/about/index.html`, which every static host serves without rewrites.
  trailingSlash: true,
  // No server to optimise images: our own build step writes the responsive webp variants.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks every file with tsc before it builds; checking again here would double the work.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // The 404 page renders on its own (app/global-not-found.tsx) instead of inside every page's tree.
    globalNotFound: true,
    // Next's default leaves one core idle; page generation is the longest step of the build and uses them all.
    cpus: availableParallelism(),
  },
};

export default nextConfig;
