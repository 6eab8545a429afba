/**
 * Flags for every Chromium our tools start (the browser tests, the bench): no GPU, QUIC or
 * background traffic to compete with the page. CommonJS, so the Playwright config can load it too.
 */
const CHROMIUM_FLAGS = Object.freeze([
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

module.exports = { CHROMIUM_FLAGS };
