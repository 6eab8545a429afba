'use client';

/**
 * The visitor's photos as thumbnails: each fetched with the token in its header (an <img> cannot
 * send one) into a blob: address, let go when the list leaves the page or the photos change.
 */
import { useEffect, useState } from 'react';
import { REQUEST_MESSAGES, type RequestView } from '@/lib/shared/contracts/your-request';
import { fetchPhoto } from './request-api';

/** Each photo's blob address (null: it did not come), by the photo list it was fetched for and its number, so a new list never shows a let-go address. */
type Shown = Record<string, string | null>;

export function RequestPhotos({ token, photos }: { token: string; photos: RequestView['photos'] }) {
  const [shown, setShown] = useState<Shown>({});
  const key = photos.map((photo) => photo.n).join(',');

  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    let live = true;
    for (const n of key.split(',').filter(Boolean).map(Number)) {
      void fetchPhoto(token, n, controller.signal).then((blob) => {
        if (!live) return;
        const url = blob ? URL.createObjectURL(blob) : null;
        if (url) urls.push(url);
        setShown((current) => ({ ...current, [`${key}|${n}`]: url }));
      });
    }
    return () => {
      live = false;
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [token, key]);

  return (
    // Figures, each captioned with what it shows (a list would read the caption twice, as the image's name and its text).
    <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo) => {
        const url = shown[`${key}|${photo.n}`];
        return (
          <figure key={photo.n} className="min-w-0">
            {url ? (
              // The visitor's own photo from the Worker, as a blob address: not an optimisable image.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={url} alt={photo.label} width={160} height={160} className="aspect-square w-full rounded-lg object-cover" />
            ) : (
              <span className="flex aspect-square w-full items-center justify-center rounded-lg bg-brand-50 p-2 text-center text-sm text-slate-700">
                {url === null ? REQUEST_MESSAGES.photoNotShown : 'Loading…'}
              </span>
            )}
            <figcaption className="mt-1 text-sm">
              <span className="block font-semibold text-brand-900">{photo.label}</span>
              {photo.addedLater ? <span className="block text-slate-700">{REQUEST_MESSAGES.addedLater}</span> : null}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
