import type { Crumb } from '@/components/sections/breadcrumbs';
import { CtaBand } from '@/components/sections/cta-band';
import { EvidenceSlot } from '@/components/sections/evidence-slot';
import { PageHeader } from '@/components/sections/page-header';
import { ReviewSource } from '@/components/sections/review-source';
import { textLinkClass } from '@/components/ui/styles';
import { getLocations, getServices, site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { EVIDENCE_NONE_ATTRIBUTE, evidenceKey, reviewsInTownPath, reviewsOfServicePath, type EvidenceSlot as Slot } from '@/lib/shared/review-pages';

/** A filter link: the page's own is marked current. */
function FilterLink({ href, current, children }: { href: string; current: string; children: string }) {
  return (
    <a href={href} aria-current={href === current ? 'page' : undefined} className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white">
      {children}
    </a>
  );
}

/** One kind of filter: a heading and its links. */
function FilterGroup({ title, links, current }: { title: string; links: { href: string; label: string }[]; current: string }) {
  return (
    <div>
      <h2 className="text-xl font-bold text-brand-950">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <FilterLink href={link.href} current={current}>
              {link.label}
            </FilterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The filters: every service and every town, each a pre-rendered page (no script, no query). */
function ReviewFilters({ current }: { current: string }) {
  return (
    <nav aria-label="Filter the reviews" className="mt-12 space-y-6">
      <p>
        <FilterLink href={routes.reviews} current={current}>
          All reviews
        </FilterLink>
      </p>
      <FilterGroup title="Reviews by service" links={getServices().map((service) => ({ href: reviewsOfServicePath(service.slug), label: service.name }))} current={current} />
      <FilterGroup title="Reviews by town" links={getLocations().map((location) => ({ href: reviewsInTownPath(location.slug), label: location.name }))} current={current} />
    </nav>
  );
}

/**
 * A reviews page: all of them (PAGES.reviews) or one service's or town's (the filters), pre-rendered
 * with what is true while none is published; the Worker fills its slot with the published reviews
 * and their figures and takes away the "none yet" line (worker/http/pages.ts).
 */
export function ReviewsPage({ slot, trail, title, lead, none, path }: { slot: Slot; trail: Crumb[]; title: string; lead: string; none: string; path: string }) {
  const elsewhere = site.externalReviews;
  return (
    <>
      <PageHeader trail={trail} title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          <p>
            When we finish a job, whether a new boiler, a repair or a service, we ask the customer how it went. Every customer is asked the
            same way, whatever the job and however it went: we do not choose whom to ask, and we publish every review, whatever its stars.
          </p>
          <p {...{ [EVIDENCE_NONE_ATTRIBUTE]: evidenceKey(slot) }}>{none}</p>
          {elsewhere ? (
            <p>
              Reviews of us elsewhere: <ReviewSource source={elsewhere} />.
            </p>
          ) : null}
          <p>
            <a href={routes.reviewsPolicy} className={textLinkClass('inline')}>
              Our reviews policy
            </a>{' '}
            says how we collect, publish and remove reviews, and how to report one you think is fake.
          </p>
        </div>
        <EvidenceSlot slot={slot} label="Published reviews" className="mt-10 max-w-3xl" />
        <ReviewFilters current={path} />
      </div>
      <CtaBand />
    </>
  );
}
