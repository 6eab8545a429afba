import { JsonLd } from '@/components/ui/json-ld';
import { ChevronRightIcon } from '@/components/ui/icons';
import { routes } from '@/lib/routes';
import { breadcrumbListJsonLd } from '@/lib/seo';

export interface Crumb {
  label: string;
  href: string;
}

/** Breadcrumbs for inner pages, with matching BreadcrumbList structured data. Home is added first. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const items: Crumb[] = [{ label: 'Home', href: routes.home }, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-700">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.href} className="flex items-center gap-1">
                {index > 0 ? <ChevronRightIcon size={14} className="text-slate-500" /> : null}
                {last ? (
                  <span aria-current="page" className="font-semibold text-brand-900">
                    {item.label}
                  </span>
                ) : (
                  <a href={item.href} className="inline-flex min-h-6 items-center underline-offset-2 hover:underline">
                    {item.label}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbListJsonLd(items)} />
    </>
  );
}
