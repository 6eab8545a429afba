/**
 * The pages one shared route draws at the site's root (`app/[page]/`): each markdown page of the
 * pages table and every alias, each old address that moved, and each service in each town. Which
 * page a root segment is, for the route, its layout and its metadata. Build time only.
 */
import type { Location, Service } from '@/content/schemas';
import { getLocation, getLocations, getService, getServices } from '@/lib/content';
import { pageEntries, rootSegment, type PageEntry, type PageKey } from '@/lib/shared/pages';
import { movedPages } from '@/lib/redirects';
import { parseServiceInTown, serviceInTownParam } from '@/lib/routes';

export type RootPage =
  /** A page of the table at its own path or at one of its aliases (`path`). */
  | { draw: 'page'; segment: string; path: string; key: PageKey; entry: PageEntry }
  /** An old address: a stub that refreshes to where the page went. */
  | { draw: 'moved'; segment: string; path: string; to: string; label: string }
  | { draw: 'service-in-town'; segment: string; path: string; service: Service; location: Location };

/**
 * Table pages whose own folder draws them (a page of their own, not markdown, or one marked
 * `ownRoute`) are left to it; their aliases are drawn here.
 */
function tablePages(): RootPage[] {
  return pageEntries().flatMap(([key, entry]) => {
    const paths = [...(entry.copy && !entry.ownRoute ? [entry.path] : []), ...(entry.aliases ?? [])];
    return paths.map((path) => ({ draw: 'page' as const, segment: segmentOf(path), path, key, entry }));
  });
}

function segmentOf(path: string): string {
  const segment = rootSegment(path);
  if (!segment) throw new Error(`${path} is drawn by the root route but is not at the site's root`);
  return segment;
}

export function rootPages(): RootPage[] {
  return [
    ...tablePages(),
    ...movedPages().map(({ path, to, label }) => ({ draw: 'moved' as const, segment: segmentOf(path), path, to, label })),
    ...getServices().flatMap((service) =>
      getLocations().map((location) => {
        const segment = serviceInTownParam(service.slug, location.slug);
        return { draw: 'service-in-town' as const, segment, path: `/${segment}/`, service, location };
      }),
    ),
  ];
}

/** The page a root segment names, or undefined (the host then serves the 404 page). */
export function rootPage(segment: string): RootPage | undefined {
  const tabled = [...tablePages(), ...rootPages().filter((page) => page.draw === 'moved')].find((page) => page.segment === segment);
  if (tabled) return tabled;
  const slugs = parseServiceInTown(segment, getServices().map((s) => s.slug), (slug) => Boolean(getLocation(slug)));
  const service = slugs && getService(slugs.serviceSlug);
  const location = slugs && getLocation(slugs.locationSlug);
  return service && location ? { draw: 'service-in-town', segment, path: `/${segment}/`, service, location } : undefined;
}
