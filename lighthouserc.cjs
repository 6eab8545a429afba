/**
 * Lighthouse CI (`npm run lighthouse`): mobile defaults, 3 runs per page, median run asserted.
 * The results page gets its quote from a share link, as a visitor's stored quote would.
 */
const PORT = Number(process.env.LIGHTHOUSE_PORT || 3200);
const base = `http://localhost:${PORT}`;
/** A typical quote: a combi swap in a three-bedroom semi. */
const SHARED_QUOTE = Buffer.from(
  JSON.stringify({ fuelType: 'mains-gas', boilerType: 'combi', postcode: 'DN31 1AB', homeType: 'semi-detached', wantDifferentLocation: false, bedroomCount: 3, bathtubCount: 1, showerCount: 0, radiatorCount: '10-15', waterFlow: 'average', flueLocation: 'wall', isFlueAwayFromWindows: 'yes' }),
)
  .toString('base64url');

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node --import tsx scripts/serve.ts --port ${PORT}`,
      startServerReadyPattern: 'Serving',
      url: [
        `${base}/`,
        `${base}/heating-services/grimsby/`,
        `${base}/boiler-repair-in-hull/`,
        `${base}/guides/what-size-boiler-do-i-need/`,
        `${base}/instant-quote/`,
        `${base}/boiler-results/?q=${SHARED_QUOTE}`,
      ],
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      settings: {
        chromeFlags: '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      },
    },
    assert: {
      aggregationMethod: 'median-run',
      assertions: {
        'categories:performance': ['error', { minScore: 0.95, aggregationMethod: 'median-run' }],
        'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
        'categories:best-practices': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
        'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0, aggregationMethod: 'median-run' }],
        'total-blocking-time': ['error', { maxNumericValue: 150, aggregationMethod: 'median-run' }],
      },
    },
    upload: { target: 'filesystem', outputDir: 'lighthouse-reports' },
  },
};
