import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/sections/page-header';
import { buttonClass } from '@/components/ui/button';
import { SmartLink } from '@/components/ui/smart-link';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { baseTownsText, getLocations, site } from '@/lib/content';
import { bookServiceLink } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { mailtoHref, telHref, whatsappHref } from '@/lib/shared/forms/phone';
import { businessJsonLd, pageMetadata } from '@/lib/seo';
import { CallbackButton, CallLink, QuoteLink } from '@/components/sections/action-links';
import { cardClass } from '@/components/ui/styles';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: `Call ${site.phone}, email, WhatsApp or request a callback. Gas Safe heating engineers based in ${baseTownsText}.`,
  path: routes.contact,
});

/** One of the page's three cards, titled. */
function ContactCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={cardClass({ padding: 'lg' })} aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ContactPage() {
  const service = bookServiceLink();
  return (
    <>
      <JsonLd data={businessJsonLd(getLocations().map((location) => location.name))} />
      <PageHeader
        trail={[{ label: 'Contact', href: routes.contact }]}
        title="Contact us"
        lead="Talk to a heating expert about a new boiler, a repair or a service. We answer the phone ourselves, and if you would rather we call you, leave your number."
      >
        <CallLink variant="primary" />
        <CallbackButton />
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 md:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
        <ContactCard id="contact-ways" title="Ways to reach us">
          <ul className="mt-4 space-y-3">
            <li>
              <a href={telHref(site.phone)} className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-900 underline-offset-2 hover:underline">
                <PhoneIcon /> {site.phone}
              </a>
            </li>
            <li>
              <a href={mailtoHref(site.email)} className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-900 underline-offset-2 hover:underline">
                <MailIcon className="shrink-0" /> <span className="[overflow-wrap:anywhere]">{site.email}</span>
              </a>
            </li>
            <li>
              <a
                href={whatsappHref(site.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-900 underline-offset-2 hover:underline"
              >
                <WhatsAppIcon /> WhatsApp {site.whatsappNumber}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
          <h3 className="mt-6 font-semibold text-brand-900">Opening hours</h3>
          <ul className="mt-2 space-y-1 text-slate-700">
            {site.openingHours.map((slot) => (
              <li key={slot.days}>
                {slot.days}: {slot.hours}
              </li>
            ))}
          </ul>
        </ContactCard>
        <ContactCard id="contact-bases" title="Our bases">
          <ul className="mt-4 space-y-4">
            {site.bases.map((base) => (
              <li key={base.name} className="flex gap-3">
                <MapPinIcon className="mt-1 shrink-0 text-accent-700" />
                <div>
                  <p className="font-semibold text-brand-900">{base.name}</p>
                  <p className="text-slate-700">
                    {[base.streetAddress, base.locality, base.region, base.postalCode].filter(Boolean).join(', ')}
                  </p>
                  <a href={telHref(base.phone)} className="inline-flex min-h-8 items-center text-brand-700 underline underline-offset-2">
                    {base.phone}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </ContactCard>
        <ContactCard id="contact-book" title="Book online">
          <ul className="mt-4 grid gap-3">
            <li>
              <QuoteLink size="md" className="w-full" />
            </li>
            <li>
              <a href={routes.bookFreeSurvey} className={buttonClass('outline', 'md', 'w-full')}>
                Book a free home survey
              </a>
            </li>
            <li>
              <a href={routes.bookVideoSurvey} className={buttonClass('outline', 'md', 'w-full')}>
                Book a video survey
              </a>
            </li>
            <li>
              <SmartLink link={{ ...service, label: 'Book a boiler service' }} className={buttonClass('outline', 'md', 'w-full')} />
            </li>
            <li>
              <a href={routes.bookRepair} className={buttonClass('outline', 'md', 'w-full')}>
                Book a repair
              </a>
            </li>
          </ul>
        </ContactCard>
      </div>
    </>
  );
}
