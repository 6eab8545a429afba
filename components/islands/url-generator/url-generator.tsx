'use client';

/**
 * Staff tool: pick a service and a town, add optional UTM parameters, copy the link.
 */
import { useState } from 'react';
import { campaignUrl } from '@/lib/campaign-url';
import { routes } from '@/lib/routes';
import { cardClass, cn } from '@/components/ui/styles';
import { buttonClass } from '@/components/ui/button';
import { copyLink } from '@/lib/browser/clipboard';

interface Option {
  slug: string;
  name: string;
}

/** `idPrefix` starts its elements' ids, unique on the page (not useId: the islands runtime starts it in a tree of its own, runtime/mount.ts). */
export function UrlGenerator({ idPrefix: id, siteUrl, services, locations }: { idPrefix: string; siteUrl: string; services: Option[]; locations: Option[] }) {
  const [service, setService] = useState(services[0]?.slug ?? '');
  const [location, setLocation] = useState(locations[0]?.slug ?? '');
  const [utm, setUtm] = useState({ source: '', medium: '', campaign: '', content: '' });
  const [status, setStatus] = useState('');
  const url = campaignUrl(siteUrl, routes.serviceInTown(service, location), utm);

  async function copy() {
    setStatus(await copyLink(url));
  }

  const field = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base';
  const label = 'block font-semibold text-brand-900';
  return (
    <form className={cardClass({ padding: 'lg' }, 'grid gap-5 md:grid-cols-2')} onSubmit={(event) => event.preventDefault()}>
      <div>
        <label htmlFor={`${id}-service`} className={label}>
          Service
        </label>
        <select id={`${id}-service`} className={field} value={service} onChange={(event) => setService(event.target.value)}>
          {services.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-location`} className={label}>
          Town
        </label>
        <select id={`${id}-location`} className={field} value={location} onChange={(event) => setLocation(event.target.value)}>
          {locations.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {(['source', 'medium', 'campaign', 'content'] as const).map((key) => (
        <div key={key}>
          <label htmlFor={`${id}-${key}`} className={label}>
            UTM {key} <span className="font-normal text-slate-700">(optional)</span>
          </label>
          <input
            id={`${id}-${key}`}
            className={field}
            value={utm[key]}
            maxLength={80}
            onChange={(event) => setUtm((current) => ({ ...current, [key]: event.target.value }))}
            placeholder={{ source: 'facebook', medium: 'paid-social', campaign: 'winter-boilers', content: 'video-ad' }[key]}
          />
        </div>
      ))}
      <div className="md:col-span-2">
        <label htmlFor={`${id}-url`} className={label}>
          Your link
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input id={`${id}-url`} readOnly value={url} className={cn(field, 'mt-0 flex-1 font-mono text-sm')} onFocus={(event) => event.target.select()} />
          <button type="button" onClick={copy} className={buttonClass('secondary')}>
            Copy link
          </button>
        </div>
        <p role="status" className="mt-2 min-h-6 text-slate-700">
          {status}
        </p>
      </div>
    </form>
  );
}
