import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/sections/page-header';
import { Prose } from '@/components/sections/prose';
import { buttonClass } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { Picture } from '@/components/sections/picture';
import { IMAGES } from '@/content/images';
import { openingHoursText, site } from '@/lib/content';
import { getPageCopy } from '@/lib/server/content-files';
import { pageOfCopy, servicePageLinks, type CopySlug } from '@/lib/shared/pages';
import { fullWidthBelowDesktop } from '@/lib/images';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/shared/forms/phone';
import { pageMetadata, serviceJsonLd } from '@/lib/seo';
import { CallbackButton, CallLink, QuoteLink, SurveyLink } from '@/components/sections/action-links';

/** Metadata for a markdown-driven page, at its own path or at an alias path. */
export function contentPageMetadata(slug: CopySlug, aliasPath?: string): Metadata {
  const copy = getPageCopy(slug);
  const entry = pageOfCopy(slug);
  return pageMetadata({ title: copy.title, description: copy.description, path: aliasPath ?? entry.path, canonicalPath: entry.path });
}

/**
 * A page whose copy is `content/pages/<slug>.md`: breadcrumbs, the h1 and lead, calls to action
 * fitting the kind of page, the copy, optional extra content (a form) and a closing call to action.
 */
export function ContentPage({ slug, children, aside }: { slug: CopySlug; children?: ReactNode; aside?: ReactNode }) {
  const copy = getPageCopy(slug);
  const entry = pageOfCopy(slug);
  const trail =
    entry.kind === 'service'
      ? [
          { label: 'Services', href: routes.services },
          { label: entry.label, href: entry.path },
        ]
      : [{ label: entry.label, href: entry.path }];
  const phone = telHref(site.phone);
  const others = servicePageLinks().filter((link) => link.href !== entry.path);

  return (
    <>
      {entry.kind === 'service' ? (
        <JsonLd data={serviceJsonLd({ name: copy.serviceType ?? entry.label, description: copy.description, path: entry.path })} />
      ) : null}
      <PageHeader trail={trail} title={copy.heading} lead={copy.lead}>
        {entry.kind === 'service' ? (
          <>
            <QuoteLink />
            <SurveyLink />
          </>
        ) : null}
        {entry.kind !== 'content' ? (
          <CallLink variant={entry.kind === 'booking' ? 'primary' : 'ghost'} />
        ) : null}
        {entry.kind === 'booking' ? (
          <CallbackButton />
        ) : null}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {children}
          <Prose html={copy.html} className={children ? 'mt-10' : ''} />
        </div>
        <aside aria-label={entry.kind === 'service' ? 'Our services' : 'Get in touch'} className="space-y-6">
          {entry.image ? <Picture {...IMAGES[entry.image]} sizes={fullWidthBelowDesktop(320)} /> : null}
          {aside}
          {entry.kind === 'service' ? (
            <nav aria-label="Other services" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
              <h2 className="font-bold text-brand-900">Our services</h2>
              <ul className="mt-2">
                {others.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="inline-flex min-h-9 items-center text-brand-800 underline-offset-2 hover:underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
              <h2 className="font-bold text-brand-900">Talk to us</h2>
              <p className="mt-2 text-slate-700">{openingHoursText}.</p>
              <a href={phone} className={buttonClass('secondary', 'md', 'mt-4 w-full')}>
                <PhoneIcon />
                {site.phone}
              </a>
            </div>
          )}
        </aside>
      </div>
      {entry.kind === 'service' ? <CtaBand /> : null}
    </>
  );
}
