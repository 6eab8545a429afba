/**
 * The offer countdown in the top banner (docs/product.md §4.4): the server renders a placeholder
 * of the same width; this fills in the time left to Tuesday midnight in London and ticks once a
 * second. The element is aria-hidden: the banner says when the offer ends in words.
 */
import { formatCountdown, offerCountdown } from '@/lib/countdown';

/** Starts ticking; returns a function that stops it. */
export function initCountdown(element: HTMLElement, now: () => Date = () => new Date()): () => void {
  const render = () => {
    element.textContent = formatCountdown(offerCountdown(now()));
  };
  render();
  const timer = window.setInterval(render, 1000);
  return () => window.clearInterval(timer);
}
