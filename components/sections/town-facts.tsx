/**
 * A town at a glance: the base that serves it and how far it is, its council area, county and
 * postcode districts, and the nearby towns the same engineers cover (only those within NEAR_MILES,
 * each with its distance), beside the area map. The facts and their sources come from
 * lib/towns/facts.ts; the links go to `linkTo` in each nearby town.
 */
import type { ReactNode } from 'react';
import { AreaMap } from '@/components/sections/area-map';
import type { Location } from '@/content/schemas';
import { placeName } from '@/lib/content';
import { listInWords } from '@/lib/shared/format/text';
import { DRIVE_TIME_RULE, NEAR_RULE, distanceAside } from '@/lib/towns/geography';
import { nearestBaseFact, offGasFigure, type TownFacts } from '@/lib/towns/facts';
import { cardClass, textLinkClass } from '@/components/ui/styles';

export function TownFactList({ facts, linkTo, children }: { facts: TownFacts; linkTo: (location: Location) => string; children?: ReactNode }) {
  const { location, journey, council, nearby, offGas } = facts;
  const place = placeName(location);
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div className="space-y-4 text-lg text-slate-800">
        {children}
        <dl className={cardClass({ flat: true }, 'grid gap-x-6 gap-y-3 text-base sm:grid-cols-[max-content_1fr]')}>
          <dt className="font-semibold text-brand-900">Our nearest base</dt>
          <dd>{nearestBaseFact(location, journey)}</dd>
          {council ? (
            <>
              <dt className="font-semibold text-brand-900">Council area</dt>
              <dd>{council}</dd>
            </>
          ) : null}
          {council && offGas ? (
            <>
              <dt className="font-semibold text-brand-900">Homes off the gas grid</dt>
              <dd>{offGasFigure(council, offGas)}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-brand-900">County</dt>
          <dd>{location.county}</dd>
          <dt className="font-semibold text-brand-900">Landmark</dt>
          <dd className="first-letter:uppercase">{location.landmark}</dd>
          <dt className="font-semibold text-brand-900">Postcode {location.postcodeDistricts.length > 1 ? 'districts' : 'district'}</dt>
          <dd>{listInWords(location.postcodeDistricts)}</dd>
          {nearby.length ? (
            <>
              <dt className="font-semibold text-brand-900">
                Nearby towns we cover from {location.nearestBase}{' '}
                <span className="block text-sm font-normal text-slate-700">{NEAR_RULE}</span>
              </dt>
              <dd>
                <ul className="flex flex-wrap gap-x-4">
                  {nearby.map((n) => (
                    <li key={n.location.slug}>
                      <a href={linkTo(n.location)} className={textLinkClass('action')}>
                        {n.location.name}
                      </a>{' '}
                      {distanceAside(n.miles)}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
        {journey ? <p className="text-sm text-slate-700">{DRIVE_TIME_RULE}</p> : null}
      </div>
      <AreaMap
        id={`map-${location.slug}`}
        town={journey ? { slug: location.slug, name: location.name } : undefined}
        nearby={nearby.map((n) => ({ slug: n.location.slug, name: n.location.name, miles: n.miles }))}
        caption={
          journey
            ? `${location.name} ringed; ${nearby.length ? `${listInWords(nearby.map((n) => n.location.name))} in blue; ` : ''}our bases as squares.`
            : `Our three bases and the towns we cover across ${place}.`
        }
      />
    </div>
  );
}

/** Where the facts on a town page come from: the datasets and the pages the profile rests on. */
export function TownSources({ facts }: { facts: TownFacts }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10">
      <h2 className="text-lg font-bold text-brand-950">Sources for the facts on this page</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {facts.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="underline underline-offset-2" rel="noopener noreferrer">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
