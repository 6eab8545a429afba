import { messages } from '@/content/messages';
import { getTowns } from '@/lib/content';
import { escapeHtml } from '@/lib/shared/format/html';
import { routes } from '@/lib/routes';

/**
 * The 404 message. A static host serves one `404.html` for every unknown path, so the wording is
 * picked by URL in the browser (docs/product.md §2.3, "Decision (unknown location)"; components/behaviours/not-found.ts):
 * an unknown town under the town pages' path says "Location not found", a deeper path there "Invalid URL
 * format", anything else "Page Not Found". The heading's text is the one thing the script changes,
 * so it is raw HTML, which React leaves alone when it hydrates; the two texts below it are both
 * here, one of them hidden.
 */
export function NotFoundMessage() {
  return (
    <div data-module="not-found" data-locations-path={routes.services} data-location-title={messages.locationNotFound} data-invalid-title={messages.invalidUrlFormat}>
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl" dangerouslySetInnerHTML={{ __html: escapeHtml(messages.notFoundTitle) }} />
      <p data-not-found="page" className="mt-4 text-lg text-slate-700">
        {messages.notFoundText}
      </p>
      <p data-not-found="area" hidden className="mt-4 text-lg text-slate-700">
        We cover {getTowns().length} towns across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire: see{' '}
        <a href={routes.serviceAreas} className="font-semibold text-brand-700 underline underline-offset-2">
          all the areas we cover
        </a>
        .
      </p>
    </div>
  );
}
