'use client';

/**
 * Photos to send with a booking from a quote (lib/shared/forms/photos.ts): up to MAX_PHOTOS, each made ready
 * in the browser (prepare-photo.ts), shown as a preview with what it shows and a remove button.
 * A refused file is named with the reason; the form and the photos already added stay as they were.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_KINDS, PHOTO_MESSAGES, PHOTO_TYPES, unusedKinds, type PhotoKind } from '@/lib/shared/forms/photos';
import { releasePhotos, type PickedPhoto } from './picked-photo';
import { preparePhoto } from './prepare-photo';
import { cn } from '@/components/ui/styles';

const ACCEPT = Object.values(PHOTO_TYPES)
  .map((type) => `${type.mime},.${type.extension}`)
  .join(',');
const kindLabel = (kind: PhotoKind) => PHOTO_KINDS.find((k) => k.value === kind)?.label ?? kind;

let nextKey = 1;

/**
 * `max` photos at most (the visitor's page: as many as their request has room for), `tooMany`
 * said when more are chosen; `optional` false where photos are what the form sends.
 */
export default function PhotoPicker({
  idPrefix,
  photos,
  setPhotos,
  max = MAX_PHOTOS,
  tooMany = PHOTO_MESSAGES.tooMany,
  optional = true,
}: {
  idPrefix: string;
  photos: PickedPhoto[];
  setPhotos: Dispatch<SetStateAction<PickedPhoto[]>>;
  max?: number;
  tooMany?: string;
  optional?: boolean;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
  }, [photos]);

  async function add(files: File[]) {
    busy.current = true;
    setPreparing(true);
    setStatus('Preparing your photos…');
    const found: string[] = [];
    const added: PickedPhoto[] = [];
    const free = unusedKinds(photos.map((photo) => photo.kind));
    for (const file of files) {
      if (photos.length + added.length >= max) {
        found.push(tooMany);
        break;
      }
      const result = await preparePhoto(file, free[added.length] ?? 'boiler');
      if ('problem' in result) {
        found.push(`${file.name}: ${result.problem}`);
        continue;
      }
      added.push({ ...result.photo, key: nextKey++, preview: result.drawn ? URL.createObjectURL(result.photo.blob) : null });
    }
    const count = photos.length + added.length;
    setPhotos((current) => [...current, ...added]);
    setProblems(found);
    busy.current = false;
    setPreparing(false);
    setStatus(`${count} of ${max} photos added.`);
  }

  function remove(index: number) {
    const photo = photos[index];
    if (!photo) return;
    releasePhotos([photo]);
    focusAfterRemove.current = index;
    setPhotos((current) => current.filter((p) => p.key !== photo.key));
    setProblems([]);
    setStatus(`Photo ${index + 1} removed. ${photos.length - 1} of ${max} photos added.`);
  }

  const f = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={f('hint')}>
      <legend className="font-semibold text-brand-900">
        Photos{optional ? <span className="font-normal text-slate-700"> (optional)</span> : null}
      </legend>
      <p id={f('hint')} className="text-sm text-slate-700">
        Up to {max} help us hold your price at the survey: {PHOTO_KINDS.map((kind) => kind.label.toLowerCase()).join(', ')}. JPEG, PNG, WebP or HEIC, each under {MAX_PHOTO_BYTES / 1024 / 1024} MB; we make them smaller before they are sent.
      </p>
      {photos.length ? (
        <ul ref={list} aria-label="Photos to send" className="mt-3 grid gap-3 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={photo.key} className="flex gap-3 rounded-lg border-2 border-brand-100 bg-white p-2">
              {photo.preview ? (
                // A preview of the visitor's own file: a blob address, not an optimisable image.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={photo.preview} alt={`Photo ${index + 1}`} width={80} height={80} className="size-20 shrink-0 rounded object-cover" />
              ) : (
                <span className="flex size-20 shrink-0 items-center justify-center rounded bg-brand-50 p-1 text-center text-xs text-slate-700">Photo {index + 1}: no preview</span>
              )}
              <div className="min-w-0 flex-1">
                <label htmlFor={f(`kind-${photo.key}`)} className="block text-sm font-semibold text-brand-900">
                  Photo {index + 1} shows
                </label>
                <select
                  id={f(`kind-${photo.key}`)}
                  value={photo.kind}
                  onChange={(event) => {
                    const kind = event.target.value as PhotoKind;
                    setPhotos((current) => current.map((p) => (p.key === photo.key ? { ...p, kind } : p)));
                  }}
                  className={cn(inputClass, 'min-h-11')}
                >
                  {PHOTO_KINDS.map((kind) => (
                    <option key={kind.value} value={kind.value}>
                      {kind.label}
                    </option>
                  ))}
                </select>
                {/* The name adds what the photo shows after the visible words, so voice control still finds it. */}
                <button type="button" data-remove onClick={() => remove(index)} aria-label={`Remove photo ${index + 1}, ${kindLabel(photo.kind).toLowerCase()}`} className={buttonClass('ghost', 'sm', 'mt-1 underline')}>
                  Remove photo {index + 1}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={f('input')} className="mt-3 block font-semibold text-brand-900">
        {photos.length ? 'Add more photos' : 'Add photos'}
      </label>
      <input
        ref={input}
        id={f('input')}
        type="file"
        accept={ACCEPT}
        multiple
        aria-busy={preparing || undefined}
        aria-describedby={[f('hint'), problems.length ? f('problems') : ''].filter(Boolean).join(' ')}
        aria-invalid={problems.length ? true : undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again after removing it still counts as a choice.
          event.target.value = '';
          if (busy.current) setStatus('Still preparing your photos: choose again in a moment.');
          else if (files.length) void add(files);
        }}
        className="mt-1 block w-full text-base text-slate-900 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-2 file:border-brand-800 file:bg-white file:px-4 file:font-semibold file:text-brand-900 hover:file:bg-brand-50"
      />
      {problems.length ? (
        <div id={f('problems')} role="alert" className="mt-2 font-semibold text-red-700">
          <p>{problems.length === 1 ? 'One file was not added:' : `${problems.length} files were not added:`}</p>
          <ul className="list-disc pl-5">
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
          <p className="font-normal text-slate-800">{optional ? 'Your details and the other photos are still here; you can send without photos.' : 'The other photos are still here.'}</p>
        </div>
      ) : null}
      <p role="status" className="mt-1 text-sm text-slate-700">
        {status}
      </p>
    </fieldset>
  );
}
