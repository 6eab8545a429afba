import { messages } from '@/content/messages';
import { getTowns } from '@/lib/content';
import { escapeHtml } from '@/lib/html';
import { routes } from '@/lib/routes';


/**
 * The 404 message. A static host serves one `404.html` for every unknown path, so a tiny inline
 * script picks the wording by URL (DESIGN "Unknown location"): `/heating-services/<unknown>/` says
 * "Location not found", a deeper path there "Invalid URL format", anything else "Page Not Found".
 * The block is raw HTML so React leaves the swapped text alone when the page hydrates.
 */
export function NotFoundMessage() {
  const areaHint = `We cover ${getTowns().length} towns across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire: see <a href="${routes.serviceAreas}">all the areas we cover</a>.`;
  const script = `(function(){var m=location.pathname.match(/^\\/heating-services\\/(.*)$/);if(!m||!m[1])return;var s=m[1].replace(/\\/$/,'');var h=document.getElementById('nf-title'),p=document.getElementById('nf-text');if(!h||!p)return;h.textContent=s.indexOf('/')<0?${JSON.stringify(messages.locationNotFound)}:${JSON.stringify(messages.invalidUrlFormat)};p.innerHTML=${JSON.stringify(areaHint)};})();`;
  const html = `<h1 id="nf-title" class="text-3xl font-extrabold text-brand-900 sm:text-4xl">${escapeHtml(messages.notFoundTitle)}</h1><p id="nf-text" class="mt-4 text-lg text-slate-700">${escapeHtml(messages.notFoundText)}</p><script>${script}</script>`;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
