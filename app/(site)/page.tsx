import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BrandCarousel } from '@/components/islands/brand-carousel/brand-carousel';
import { IslandRoot } from '@/components/islands/runtime/island-root';
import { AreasWeCover } from '@/components/sections/areas-we-cover';
import { BrandPrices } from '@/components/sections/brand-prices';
import { CtaBand } from '@/components/sections/cta-band';
import { Hero } from '@/components/sections/hero';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { TrustBar } from '@/components/sections/trust-bar';
import { buttonClass } from '@/components/ui/button';
import { CalendarIcon, CheckIcon, MapPinIcon, PoundIcon, ShieldIcon, VideoIcon, WrenchIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { Picture } from '@/components/sections/picture';
import { IMAGES } from '@/content/images';
import { SmartLink } from '@/components/ui/smart-link';
import { HOME_COPY, type HomeIcon } from '@/content/home';
import { baseTownsText, getBrands, getLocations, site } from '@/lib/content';
import { fullWidthBelowDesktop } from '@/lib/images';
import { bookServiceLink } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { businessJsonLd, pageMetadata } from '@/lib/seo';
import { QuoteLink } from '@/components/sections/action-links';
import { cardClass, cn, textLinkClass } from '@/components/ui/styles';
import { fillPlaceholders } from '@/lib/shared/format/text';

const copy = HOME_COPY;

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, absoluteTitle: true, description: copy.metaDescription, path: routes.home });

const ICONS: Record<HomeIcon, ReactNode> = {
  shield: <ShieldIcon />,
  pound: <PoundIcon />,
  calendar: <CalendarIcon />,
  wrench: <WrenchIcon />,
  pin: <MapPinIcon />,
  video: <VideoIcon />,
};

/** The hero and section images: full width on phones and tablets, beside the text (half the 1280 px container) on desktops. */
const IMAGE_SIZES = fullWidthBelowDesktop(600);

const linkClass = textLinkClass('action');

function Points({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-5 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-800">
          <CheckIcon className="mt-0.5 shrink-0 text-emerald-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  const service = bookServiceLink();
  const { servicing, repairs, powerFlushing } = copy.services;
  const serviceCards = [
    { ...servicing, link: { ...service, label: servicing.link } },
    { ...repairs, link: { label: repairs.link, href: routes.contact } },
    { ...powerFlushing, link: { label: powerFlushing.link, href: routes.contact } },
  ];
  const slides = getBrands().map((brand) => ({ name: brand.name, href: routes.brand(brand.slug), colour: brand.colour }));

  return (
    <>
      <JsonLd data={businessJsonLd(getLocations().map((location) => location.name))} />
      {/* 1. Hero */}
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        points={[...copy.hero.points]}
        primary={{ label: copy.hero.primary, href: routes.instantQuote }}
        secondary={{ label: copy.hero.secondary, href: routes.bookFreeSurvey }}
        aside={<Picture {...IMAGES.hero} sizes={IMAGE_SIZES} priority />}
      />
      <TrustBar reviews={site.externalReviews} />

      {/* 2. Brand logo carousel */}
      <section aria-labelledby="brands-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="brands-heading" className="mb-5 text-center text-lg font-bold text-brand-900">
            {copy.brandsHeading}
          </h2>
          {/* React starts on this page only once the carousel comes into view (components/behaviours/framework.ts). */}
          <IslandRoot name="brand-carousel" component={BrandCarousel} props={{ slides, label: 'Brands we install' }} hydrate="visible" />
        </div>
      </section>

      {/* 3. Why choose us */}
      <Section id="why-us" tone="tint" eyebrow={copy.whyUs.eyebrow} title={copy.whyUs.title}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {copy.whyUs.items.map((item) => (
            <li key={item.title} className={cardClass({ padding: 'lg' })}>
              <span className="text-accent-700">{ICONS[item.icon]}</span>
              <h3 className="mt-3 text-lg font-bold text-brand-900">{item.title}</h3>
              <p className="mt-1 text-slate-700">{fillPlaceholders(item.text, { bases: baseTownsText })}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* 4. New boiler installations */}
      <Section
        id="new-boilers"
        eyebrow={copy.newBoilers.eyebrow}
        title={copy.newBoilers.title}
        intro={<p>{copy.newBoilers.intro}</p>}
      >
        <BrandPrices />
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={routes.instantQuote} className={buttonClass('primary', 'lg')}>
            {copy.newBoilers.primary}
          </a>
          <a href={routes.gasBoilers} className={buttonClass('outline', 'lg')}>
            {copy.newBoilers.secondary}
          </a>
        </div>
      </Section>

      {/* 5. Air conditioning */}
      <Section
        id="air-conditioning"
        aside={<Picture {...IMAGES.airConditioning} sizes={IMAGE_SIZES} />}
        tone="tint"
        eyebrow={copy.airConditioning.eyebrow}
        title={copy.airConditioning.title}
        intro={<p>{copy.airConditioning.intro}</p>}
      >
        <Points items={copy.airConditioning.points} />
        <a href={routes.airConditioning} className={cn(linkClass, 'mt-4')}>
          {copy.airConditioning.link}
        </a>
      </Section>

      {/* 6. Heat pump */}
      <Section
        id="heat-pumps"
        aside={<Picture {...IMAGES.heatPump} sizes={IMAGE_SIZES} />}
        eyebrow={copy.heatPumps.eyebrow}
        title={copy.heatPumps.title}
        intro={<p>{copy.heatPumps.intro}</p>}
      >
        <Points items={copy.heatPumps.points} />
        <a href={routes.heatPumps} className={cn(linkClass, 'mt-4')}>
          {copy.heatPumps.link}
        </a>
      </Section>

      {/* 7. Video survey */}
      <Section
        id="video-survey"
        aside={<Picture {...IMAGES.videoSurvey} sizes={IMAGE_SIZES} />}
        tone="dark"
        eyebrow={copy.videoSurvey.eyebrow}
        title={copy.videoSurvey.title}
        intro={<p>{copy.videoSurvey.intro}</p>}
      >
        <a href={routes.bookVideoSurvey} className={buttonClass('inverse', 'lg')}>
          <VideoIcon />
          {copy.videoSurvey.button}
        </a>
      </Section>

      {/* 8. Process */}
      <Section id="process" tone="tint" eyebrow={copy.process.eyebrow} title={copy.process.title}>
        <ProcessSteps />
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={routes.bookFreeSurvey} className={buttonClass('primary', 'lg')}>
            {copy.process.primary}
          </a>
          <a href={routes.bookVideoSurvey} className={buttonClass('outline', 'lg')}>
            {copy.process.secondary}
          </a>
        </div>
      </Section>

      {/* 9. Price match promise */}
      <Section
        id="price-match"
        eyebrow={copy.priceMatch.eyebrow}
        title={copy.priceMatch.title}
        intro={<p>{copy.priceMatch.intro}</p>}
      >
        <a href={routes.contact} className={linkClass}>
          {copy.priceMatch.link}
        </a>
      </Section>

      {/* 10. Accredited installer */}
      <Section
        id="accredited"
        aside={<Picture {...IMAGES.boilerInstallation} sizes={IMAGE_SIZES} />}
        tone="tint"
        eyebrow={copy.accredited.eyebrow}
        title={copy.accredited.title}
        intro={<p>{copy.accredited.intro}</p>}
      >
        <div className="flex flex-wrap gap-3">
          <QuoteLink />
          <a href={routes.brand('worcester-bosch')} className={buttonClass('outline', 'lg')}>
            {copy.accredited.link}
          </a>
        </div>
      </Section>

      {/* 11. Benefits */}
      <Section id="benefits" eyebrow={copy.benefits.eyebrow} title={copy.benefits.title}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {copy.benefits.items.map(({ title, text }) => (
            <li key={title} className={cardClass()}>
              <CheckIcon className="text-emerald-700" />
              <h3 className="mt-2 font-bold text-brand-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* 12. Service cards */}
      <Section id="services" tone="tint" eyebrow={copy.services.eyebrow} title={copy.services.title}>
        <ul className="grid gap-5 md:grid-cols-3">
          {serviceCards.map((card) => (
            <li key={card.title} className={cardClass({ padding: 'lg' }, 'flex flex-col')}>
              <h3 className="text-lg font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
              <SmartLink link={card.link} className={cn(linkClass, 'mt-4')} />
            </li>
          ))}
        </ul>
      </Section>

      {/* 13. Areas we cover */}
      <Section
        id="areas"
        eyebrow={copy.areas.eyebrow}
        title={copy.areas.title}
        intro={<p>{fillPlaceholders(copy.areas.intro, { bases: baseTownsText })}</p>}
      >
        <AreasWeCover />
        <a href={routes.serviceAreas} className={cn(linkClass, 'mt-6')}>
          {copy.areas.link}
        </a>
      </Section>

      {/* 14. Final call to action */}
      <CtaBand />
    </>
  );
}
