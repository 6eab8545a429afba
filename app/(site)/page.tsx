import type { Metadata } from 'next';
import { BrandCarousel } from '@/components/islands/brand-carousel/brand-carousel';
import { AreasWeCover } from '@/components/sections/areas-we-cover';
import { BrandPrices } from '@/components/sections/brand-prices';
import { CtaBand } from '@/components/sections/cta-band';
import { Hero } from '@/components/sections/hero';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { TrustBar } from '@/components/sections/trust-bar';
import { buttonClass } from '@/components/ui/button';
import { CalendarIcon, CheckIcon, PoundIcon, ShieldIcon, StarIcon, VideoIcon, WrenchIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { Picture } from '@/components/ui/picture';
import { IMAGES } from '@/content/images';
import { SmartLink } from '@/components/ui/smart-link';
import { BRAND_STARTING_PRICES, FINANCE_APR, FIVE_STAR_REVIEWS, HAPPY_CUSTOMERS_TEXT, PRICE_MATCH_BEAT_BY, REPAIR_VISIT_PRICE, VIDEO_SURVEY_MINUTES_TEXT, WARRANTY_MANUFACTURER_MAX_YEARS, WARRANTY_PREMIUM_YEARS, WARRANTY_SELECTED_YEARS } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { baseTownsText, getBrands, getLocations, site } from '@/lib/content';
import { fullWidthBelowDesktop } from '@/lib/images';
import { bookServiceLink } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { businessJsonLd, pageMetadata } from '@/lib/seo';
import { QuoteLink } from '@/components/sections/action-links';
import { cardClass, cn, textLinkClass } from '@/components/ui/styles';

const worcesterFrom = formatGbp(BRAND_STARTING_PRICES['worcester-bosch']);

export const metadata: Metadata = pageMetadata({
  title: `New Boilers from ${worcesterFrom} Fitted | Boiler Installation in Lincolnshire & Yorkshire | ${site.tradingName}`,
  absoluteTitle: true,
  description: `Fixed-price boiler installation from ${worcesterFrom} including VAT, next day installation and warranties up to ${WARRANTY_SELECTED_YEARS} years. Gas Safe engineers in Grimsby, Hull and Worksop.`,
  path: routes.home,
});

/** The hero and section images: full width on phones and tablets, beside the text (half the 1280 px container) on desktops. */
const IMAGE_SIZES = fullWidthBelowDesktop(600);

const linkClass = textLinkClass('action');

function Points({ items }: { items: string[] }) {
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
  const whyUs = [
    { icon: <ShieldIcon />, title: 'Gas Safe registered engineers', text: 'Every job is done by our own Gas Safe registered engineers, who carry ID you can check with the register.' },
    { icon: <PoundIcon />, title: 'A fixed price, including VAT', text: `The price you see in the instant quote is the price you pay once the survey confirms the details. ${FINANCE_APR} available.` },
    { icon: <CalendarIcon />, title: 'Next day installation', text: 'Once your survey is done, we can often fit your new boiler the next day.' },
    { icon: <WrenchIcon />, title: `Up to ${WARRANTY_SELECTED_YEARS} year warranties`, text: `${WARRANTY_SELECTED_YEARS} years on selected boilers and ${WARRANTY_PREMIUM_YEARS} years on every premium installation, registered for you.` },
    { icon: <StarIcon />, title: `${HAPPY_CUSTOMERS_TEXT} happy customers`, text: `Over ${FIVE_STAR_REVIEWS} five-star reviews from home owners across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire.` },
    { icon: <VideoIcon />, title: 'Survey in person or by video', text: `A free home survey, or a ${VIDEO_SURVEY_MINUTES_TEXT} minute video survey with your quote the same day.` },
  ];
  const serviceCards = [
    {
      title: 'Annual boiler servicing',
      text: 'A yearly service keeps your boiler safe, efficient and within its warranty. Book online in a few clicks.',
      link: { ...service, label: 'Book a boiler service' },
    },
    {
      title: 'Boiler repairs',
      text: `Heating or hot water not working? A next day repair visit costs ${formatGbp(REPAIR_VISIT_PRICE)}, with the price of any parts agreed before we start.`,
      link: { label: 'Contact us about a repair', href: routes.contact },
    },
    {
      title: 'Power flushing',
      text: 'Cold spots, noisy radiators or a sluggish boiler? A power flush clears the sludge and protects a new boiler.',
      link: { label: 'Contact us about power flushing', href: routes.contact },
    },
  ];
  const slides = getBrands().map((brand) => ({ name: brand.name, href: routes.brand(brand.slug), colour: brand.colour }));

  return (
    <>
      <JsonLd data={businessJsonLd(getLocations().map((location) => location.name))} />
      {/* 1. Hero */}
      <Hero
        eyebrow="Gas Safe registered · Fixed prices including VAT"
        title="New boilers fitted by local engineers, at a fixed price"
        lead={`See your fixed installed price online in about a minute. Next day installation available, with warranties of up to ${WARRANTY_SELECTED_YEARS} years on selected boilers and ${FINANCE_APR} finance available.`}
        points={['Next day installation available', 'Gas Safe registered engineers', `Fixed price quote, ${FINANCE_APR} available`, `${WARRANTY_SELECTED_YEARS} year warranty on selected boilers`]}
        primary={{ label: 'Get boiler prices', href: routes.instantQuote }}
        secondary={{ label: 'Book a free survey', href: routes.bookFreeSurvey }}
        aside={<Picture {...IMAGES.hero} sizes={IMAGE_SIZES} priority />}
      />
      <TrustBar />

      {/* 2. Brand logo carousel */}
      <section aria-labelledby="brands-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="brands-heading" className="mb-5 text-center text-lg font-bold text-brand-900">
            We install boilers, heat pumps and air conditioning from leading brands
          </h2>
          {/* React starts on this page only once the carousel comes into view (components/behaviours/framework.ts). */}
          <div data-hydrate="visible">
            <BrandCarousel slides={slides} label="Brands we install" />
          </div>
        </div>
      </section>

      {/* 3. Why choose us */}
      <Section id="why-us" tone="tint" eyebrow="Why choose us" title="Local engineers, honest fixed prices">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {whyUs.map((item) => (
            <li key={item.title} className={cardClass({ padding: 'lg' })}>
              <span className="text-accent-700">{item.icon}</span>
              <h3 className="mt-3 text-lg font-bold text-brand-900">{item.title}</h3>
              <p className="mt-1 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* 4. New boiler installations */}
      <Section
        id="new-boilers"
        eyebrow="New boiler installations"
        title="A new boiler, fitted at a price you know up front"
        intro={
          <p>
            Tell us about your home and see fixed prices for a standard and a premium boiler, sized to your home, with
            labour, flue and VAT included. Indicative starting prices for a straight swap:
          </p>
        }
      >
        <BrandPrices />
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={routes.instantQuote} className={buttonClass('primary', 'lg')}>
            Get your fixed price
          </a>
          <a href={routes.gasBoilers} className={buttonClass('outline', 'lg')}>
            How our prices work
          </a>
        </div>
      </Section>

      {/* 5. Air conditioning */}
      <Section
        id="air-conditioning"
        aside={<Picture {...IMAGES.airConditioning} sizes={IMAGE_SIZES} />}
        tone="tint"
        eyebrow="Air conditioning"
        title="Cool in summer, efficient heat in spring and autumn"
        intro={<p>Quiet wall-mounted air conditioning for bedrooms, living rooms and home offices, fitted by F-gas certified engineers.</p>}
      >
        <Points items={['Cooling and heating from one unit', 'Quiet indoor units for bedrooms', 'Survey and fixed quote before any work']} />
        <a href={routes.airConditioning} className={cn(linkClass, 'mt-4')}>
          Air conditioning installation
        </a>
      </Section>

      {/* 6. Heat pump */}
      <Section
        id="heat-pumps"
        aside={<Picture {...IMAGES.heatPump} sizes={IMAGE_SIZES} />}
        eyebrow="Heat pumps"
        title="Thinking about a heat pump?"
        intro={<p>We survey your home honestly, explain whether a heat pump suits it and apply for the Boiler Upgrade Scheme grant for you when it does.</p>}
      >
        <Points items={['Air source heat pumps from leading brands', 'Boiler Upgrade Scheme grant applied for on your behalf', 'Honest advice when a new boiler is the better choice']} />
        <a href={routes.heatPumps} className={cn(linkClass, 'mt-4')}>
          Heat pump installation
        </a>
      </Section>

      {/* 7. Video survey */}
      <Section
        id="video-survey"
        aside={<Picture {...IMAGES.videoSurvey} sizes={IMAGE_SIZES} />}
        tone="dark"
        eyebrow="Video survey"
        title={`A ${VIDEO_SURVEY_MINUTES_TEXT} minute video survey, with your quote the same day`}
        intro={<p>No need to wait in for a visit: show us your boiler, flue and airing cupboard on a video call from your phone and get your written quote the same day.</p>}
      >
        <a href={routes.bookVideoSurvey} className={buttonClass('inverse', 'lg')}>
          <VideoIcon />
          Book a video survey
        </a>
      </Section>

      {/* 8. Process */}
      <Section id="process" tone="tint" eyebrow="How it works" title="Five simple steps to your new boiler">
        <ProcessSteps />
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={routes.bookFreeSurvey} className={buttonClass('primary', 'lg')}>
            Book a free survey
          </a>
          <a href={routes.bookVideoSurvey} className={buttonClass('outline', 'lg')}>
            Book a video survey
          </a>
        </div>
      </Section>

      {/* 9. Price match promise */}
      <Section
        id="price-match"
        eyebrow="Price match promise"
        title={`Found it cheaper? We'll beat it by ${formatGbp(PRICE_MATCH_BEAT_BY)}`}
        intro={
          <p>
            Send us a written quote for a like-for-like boiler installation (the same boiler, the same work) from a Gas Safe
            registered installer, and we will beat it by {formatGbp(PRICE_MATCH_BEAT_BY)}.
          </p>
        }
      >
        <a href={routes.contact} className={linkClass}>
          Send us your quote
        </a>
      </Section>

      {/* 10. Accredited installer */}
      <Section
        id="accredited"
        aside={<Picture {...IMAGES.boilerInstallation} sizes={IMAGE_SIZES} />}
        tone="tint"
        eyebrow="Accredited installer"
        title="An accredited Worcester Bosch installer in Lincolnshire"
        intro={
          <p>
            As an accredited installer we can offer extended manufacturer warranties of up to {WARRANTY_SELECTED_YEARS} years on
            selected Worcester Bosch boilers, fitted from {worcesterFrom} including VAT.
          </p>
        }
      >
        <div className="flex flex-wrap gap-3">
          <QuoteLink />
          <a href={routes.brand('worcester-bosch')} className={buttonClass('outline', 'lg')}>
            Worcester Bosch boilers
          </a>
        </div>
      </Section>

      {/* 11. Benefits */}
      <Section id="benefits" eyebrow="What you get" title="Everything included in your installation">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            ['The boiler and its fitting', 'Removal and disposal of the old boiler, fitting, flushing and commissioning.'],
            ['A magnetic system filter', 'Catches sludge so the new boiler stays efficient and within warranty.'],
            ['Warranty registered for you', `Manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years, ${WARRANTY_SELECTED_YEARS} on selected boilers.`],
            ['Building Regulations paperwork', 'We notify the installation through Gas Safe; the certificate comes by post.'],
          ].map(([title, text]) => (
            <li key={title} className={cardClass()}>
              <CheckIcon className="text-emerald-700" />
              <h3 className="mt-2 font-bold text-brand-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* 12. Service cards */}
      <Section id="services" tone="tint" eyebrow="Servicing and repairs" title="Looking after the boiler you have">
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
        eyebrow="Areas we cover"
        title="Local engineers across four counties"
        intro={<p>Our bases in {baseTownsText} cover Lincolnshire, East, South and West Yorkshire, Nottinghamshire and Derbyshire.</p>}
      >
        <AreasWeCover />
        <a href={routes.serviceAreas} className={cn(linkClass, 'mt-6')}>
          See all the areas we cover
        </a>
      </Section>

      {/* 14. Final call to action */}
      <CtaBand />
    </>
  );
}
