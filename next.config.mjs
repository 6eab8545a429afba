/**
 * Static export: every page is pre-rendered to HTML in `out/` and served from any static host.
 * Redirects and headers cannot live here (a static export ignores them): the post-build step writes
 * `out/_redirects` and `out/_headers`, which `scripts/serve.mjs` and static hosts honour.
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
};

export default nextConfig;
