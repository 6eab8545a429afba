import type { Metadata } from 'next';
import { CtaBand } from '@/components/sections/cta-band';
import { HeaderedPage } from '@/components/sections/page-header';
import { LinkCard } from '@/components/ui/link-card';
import { getBrands } from '@/lib/content';
import { brandFromPrice } from '@/content/starting-prices';
import { formatGbp } from '@/content/format';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Boiler Brands We Install',
  description: 'Worcester Bosch, Vaillant, Ideal, Glow-worm, Alpha, Viessmann and Daikin: the boilers, heat pumps and air conditioning we fit, with warranties and fixed prices.',
  path: routes.brands,
});

export default function BrandsPage() {
  return (
    <>
      <HeaderedPage crumb={{ label: 'Brands', href: routes.brands }} title="The brands we install" lead="We fit boilers from the manufacturers UK engineers trust, and heat pumps and air conditioning from Daikin. Every installation is registered for the manufacturer's warranty.">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {getBrands().map((brand) => {
            const from = brandFromPrice(brand.slug);
            return (
              <li key={brand.slug}>
                <LinkCard
                  href={routes.brand(brand.slug)}
                  title={<span className="text-2xl font-extrabold tracking-tight" style={{ color: brand.colour }}>{brand.name}</span>}
                  footer={from ? `Fitted from ${formatGbp(from)} including VAT` : 'Quoted after a free survey'}
                >
                  {brand.summary}
                </LinkCard>
              </li>
            );
          })}
        </ul>
      </HeaderedPage>
      <CtaBand />
    </>
  );
}
