/*
 * Images (spec §4.5): a pulsing placeholder until each image has loaded, a fade-in, "Image failed
 * to load" in place of one that fails, and a console warning with its metric record for an image
 * slower than SLOW_IMAGE_MS. One small shared script for every image; it also picks up images added by
 * client-side navigation. Markup: components/ui/picture.tsx; timings: data-* set in app/layout.tsx.
 */
(function () {
  var config = (document.currentScript && document.currentScript.dataset) || {};
  var SLOW_MS = Number(config.slowMs);
  var ROOT_MARGIN = config.rootMargin;
  var THRESHOLD = Number(config.threshold);
  var seen = typeof WeakSet === 'function' ? new WeakSet() : null;

  var observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          function (entries) {
            entries.forEach(function (entry) {
              if (!entry.isIntersecting) return;
              entry.target.setAttribute('data-near', String(performance.now()));
              observer.unobserve(entry.target);
            });
          },
          { rootMargin: ROOT_MARGIN, threshold: THRESHOLD }
        )
      : null;

  function timing(url) {
    var entries = performance.getEntriesByName ? performance.getEntriesByName(url) : [];
    return entries.length ? entries[entries.length - 1] : null;
  }

  function format(url) {
    var match = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url);
    return match ? match[1].toLowerCase() : 'unknown';
  }

  function settle(wrapper, img, ok, loadedAt) {
    if (!ok) {
      wrapper.classList.add('is-error');
      var message = wrapper.querySelector('.smart-img-error');
      if (message) message.hidden = false;
      return;
    }
    wrapper.classList.add('is-loaded');
    var url = img.currentSrc || img.src;
    var entry = timing(url);
    // How long the visitor waited, on one clock (performance.now): from when the image came near
    // the viewport (lazy images) or when this script first saw it (the rest), to its load event.
    // A lazy image that loaded before it came near kept nobody waiting.
    var near = img.getAttribute('data-near');
    var started = img.loading !== 'lazy' ? Number(img.getAttribute('data-seen')) : near !== null ? Number(near) : loadedAt;
    var loadTime = Math.max(0, Math.round(loadedAt - started));
    requestAnimationFrame(function () {
      var renderTime = Math.round(Math.max(0, performance.now() - loadedAt));
      if (loadTime <= SLOW_MS) return;
      console.warn('Slow image', {
        src: url,
        loadTime: loadTime,
        renderTime: renderTime,
        size: { width: img.naturalWidth, height: img.naturalHeight },
        format: format(url),
        cached: entry ? entry.transferSize === 0 && entry.decodedBodySize > 0 : false,
      });
    });
  }

  function watch(wrapper) {
    if (seen) {
      if (seen.has(wrapper)) return;
      seen.add(wrapper);
    } else if (wrapper.getAttribute('data-watched')) return;
    wrapper.setAttribute('data-watched', '1');
    var img = wrapper.querySelector('img');
    if (!img) return;
    img.setAttribute('data-seen', String(performance.now()));
    if (img.complete) {
      settle(wrapper, img, img.naturalWidth > 0, performance.now());
      return;
    }
    img.addEventListener('load', function () {
      settle(wrapper, img, true, performance.now());
    });
    img.addEventListener('error', function () {
      settle(wrapper, img, false, performance.now());
    });
    if (observer) observer.observe(img);
  }

  function scan() {
    var wrappers = document.querySelectorAll('[data-smart-img]');
    for (var i = 0; i < wrappers.length; i += 1) watch(wrappers[i]);
  }

  scan();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  if ('MutationObserver' in window) {
    var pending = false;
    new MutationObserver(function () {
      if (pending) return;
      pending = true;
      requestAnimationFrame(function () {
        pending = false;
        scan();
      });
    }).observe(document.documentElement, { childList: true, subtree: true });
  }
})();
