import { getRegionGroups } from '@/lib/content';
import { routes } from '@/lib/routes';
import { cardClass, cn } from '@/components/ui/styles';

/** "Areas we cover" (docs/product.md §2.5 section 13): every area by region, primary bases marked. */
export function AreasWeCover({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {getRegionGroups().map((group) => (
        <div key={group.name} className={cardClass()} style={{ borderTop: `4px solid ${group.colour}` }}>
          <Heading className="text-lg font-bold" style={{ color: group.colour }}>
            {group.name}
          </Heading>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            {group.locations.map((location) => (
              <li key={location.slug}>
                <a
                  href={routes.location(location.slug)}
                  className={cn('inline-flex min-h-8 items-center gap-1 text-brand-900 underline-offset-2 hover:underline', location.isPrimaryBase ? 'font-bold' : '')}
                >
                  {location.name}
                  {location.isPrimaryBase ? (
                    <span className="rounded bg-accent-700 px-1.5 py-0.5 text-xs font-semibold text-white">Base</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
