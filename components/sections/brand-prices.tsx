import { BRAND_STARTING_PRICES } from '@/content/starting-prices';
import { formatGbp } from '@/content/format';
import { getBrand } from '@/lib/content';
import { routes } from '@/lib/routes';
import { cardClass } from '@/components/ui/styles';

/** The three indicative starting prices of docs/product.md §1, each linking to the brand's page. */
export function BrandPrices() {
  const entries = Object.entries(BRAND_STARTING_PRICES) as [keyof typeof BRAND_STARTING_PRICES, number][];
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {entries.map(([slug, price]) => {
        const brand = getBrand(slug);
        if (!brand) return null;
        return (
          <li key={slug} className={cardClass({ padding: 'lg' }, 'text-center')}>
            <p className="text-xl font-extrabold" style={{ color: brand.colour }}>
              {brand.name}
            </p>
            <p className="mt-2 text-slate-700">
              from <span className="text-3xl font-extrabold text-brand-950">{formatGbp(price)}</span>
            </p>
            <p className="text-sm text-slate-700">fitted, including VAT</p>
            <a href={routes.brand(slug)} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
              {brand.name} boilers<span className="sr-only"> we install</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
