import { SmartLink } from '@/components/ui/smart-link';
import { serviceNav } from '@/lib/navigation';

/** The bar of service links under the header (docs/product.md §2.4); phones get these in the slide-in menu. */
export function SecondaryNav() {
  return (
    <nav aria-label="Services" className="hidden border-b border-brand-100 bg-brand-50 md:block print:hidden">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-1 px-4">
        {serviceNav.map((link) => (
          <li key={link.href}>
            <SmartLink
              link={link}
              className="inline-flex min-h-10 items-center whitespace-nowrap rounded-md px-1.5 text-sm font-medium xl:px-2.5 text-brand-900 hover:bg-white hover:underline"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
