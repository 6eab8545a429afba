import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';
import { FinanceSection } from '@/components/sections/finance-section';
import { PAGES } from '@/lib/shared/pages';

export const metadata = contentPageMetadata(PAGES.finance.copy);

/** The finance page: its copy, then the representative example and the calculator. */
export default function BoilerFinancePage() {
  return (
    <ContentPage slug={PAGES.finance.copy}>
      <FinanceSection />
    </ContentPage>
  );
}
