import type { ReactNode } from 'react';
import { LinkList } from '@/components/layout/nav-links';
import { SmartLink } from '@/components/ui/smart-link';
import { VideoSurveyBanner } from '@/components/layout/video-survey-banner';
import { BoilerIcon, CalendarIcon, CardIcon, PhoneIcon, ShieldIcon, WrenchIcon } from '@/components/ui/icons';
import { messages } from '@/content/messages';
import { adviceNav, bookServiceLink, faqNav, type NavLink } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { textLinkClass } from '@/components/ui/styles';

interface Tile {
  link: NavLink;
  title: string;
  text: string;
  icon: ReactNode;
}

/** The six tiles of the "Get boiler prices" menu, in the product's order (docs/product.md §2.4). */
export function boilerPriceTiles(): Tile[] {
  const service = bookServiceLink();
  return [
    { title: 'Buy a new boiler', text: 'Fixed price online in about a minute', link: { label: 'Buy a new boiler', href: routes.instantQuote }, icon: <BoilerIcon /> },
    { title: 'All-inclusive boiler plan', text: 'Annual service, repairs and parts for a monthly fee', link: { label: 'All-inclusive boiler plan', href: routes.boilerCover }, icon: <ShieldIcon /> },
    { title: 'Book a repair', text: messages.repairTile, link: { label: 'Book a repair', href: routes.repair }, icon: <WrenchIcon /> },
    { title: 'Flexible finance', text: messages.financeTile, link: { label: 'Flexible finance', href: routes.finance }, icon: <CardIcon /> },
    { title: 'Book your boiler service', text: 'Annual service by a Gas Safe engineer', link: { ...service, label: 'Book your boiler service' }, icon: <CalendarIcon /> },
    { title: 'Talk to an expert', text: 'Call, message or ask for a callback', link: { label: 'Talk to an expert', href: routes.contact }, icon: <PhoneIcon /> },
  ];
}

export function BoilerPricesPanel() {
  return (
    <>
      <ul className="mx-auto grid max-w-7xl grid-cols-3 gap-3 px-6 py-5">
        {boilerPriceTiles().map((tile) => (
          <li key={tile.title}>
            <SmartLink
              link={tile.link}
              className="flex h-full items-start gap-3 rounded-lg border border-brand-100 p-4 hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="text-accent-700">{tile.icon}</span>
              <span>
                <span className="block font-semibold text-brand-900">{tile.title}</span>
                <span className="block text-sm text-slate-700">{tile.text}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <VideoSurveyBanner />
    </>
  );
}

export function AdvicePanel() {
  const linkClass = textLinkClass('menu');
  return (
    <>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-6 py-5">
        <section aria-labelledby="advice-faqs-heading">
          <h2 id="advice-faqs-heading" className="mb-2 font-bold text-brand-900">
            <SmartLink link={{ label: 'Frequently asked questions', href: routes.faqs }} className={linkClass} />
          </h2>
          <LinkList links={faqNav} className="grid grid-cols-2 gap-x-6" linkClassName={linkClass} />
        </section>
        <section aria-labelledby="advice-guides-heading">
          <h2 id="advice-guides-heading" className="mb-2 font-bold text-brand-900">
            Guides
          </h2>
          <LinkList links={adviceNav} linkClassName={linkClass} />
        </section>
      </div>
      <VideoSurveyBanner />
    </>
  );
}
