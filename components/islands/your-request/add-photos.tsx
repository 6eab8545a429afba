'use client';

/**
 * Photos added to a request from its page: the booking form's picker (same checks, same limits,
 * here as many as the request has room for), sent through the forms' outbox (lib/browser/outbox/outbox.ts), which
 * keeps them with the upload's own id and sends them again until they arrive, to
 * /api/your-request/photos with the token. Loaded only when the visitor first asks to add photos.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { KeptForRetryAlert, NotKeptAlert, RefusedAlert, SlowDownAlert, SubmitButton, UploadProgress } from '@/components/islands/lead-forms/form-parts';
import { useLeadSubmission } from '@/components/islands/lead-forms/use-lead-submission';
import PhotoPicker from '@/components/islands/booking-form/photo-picker';
import { releasePhotos, type PickedPhoto } from '@/components/islands/booking-form/picked-photo';
import { REQUEST_MESSAGES } from '@/lib/shared/contracts/your-request';
import { REQUEST_API } from './request-api';

/** What the outbox calls these photos where it lists what it keeps ("Photos for your request, sent on …"). */
export const PHOTOS_LABEL = 'photos for your request';

type Outcome = 'idle' | 'failed' | 'lost' | 'refused' | 'slow-down' | 'empty';

export interface AddPhotosProps {
  token: string;
  photosLeft: number;
  phone: string;
  phoneHref: string;
  /** The photos reached us (how many). */
  onSent: (count: number) => void | Promise<void>;
}

export default function AddPhotos({ token, photosLeft, phone, phoneHref, onSent }: AddPhotosProps) {
  const id = useId();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // The visitor's own page: its writes carry their request's token, never the human check.
  const { submitting, send, honeypot, progress, refusal } = useLeadSubmission(REQUEST_API.photos, PHOTOS_LABEL, { humanCheck: false });

  // The previews' memory goes with the form.
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(() => () => releasePhotos(shown.current), []);
  // Opened by a button that is gone now: the visitor goes on from the file chooser.
  useEffect(() => document.getElementById(`${id}-photos-input`)?.focus(), [id]);

  async function submit() {
    if (!photos.length) {
      setOutcome('empty');
      return;
    }
    const result = await send({ token }, {}, photos.map(({ kind, type, blob }) => ({ kind, type, blob })));
    if (result === 'busy') return;
    if (result === 'sent') {
      const count = photos.length;
      releasePhotos(photos);
      setPhotos([]);
      await onSent(count);
      return;
    }
    setOutcome(result);
  }

  return (
    <form
      noValidate
      className="relative mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {honeypot}
      <PhotoPicker idPrefix={`${id}-photos`} photos={photos} setPhotos={setPhotos} max={photosLeft} tooMany={REQUEST_MESSAGES.tooManyPhotos(photosLeft)} optional={false} />
      {outcome === 'empty' && !photos.length ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {REQUEST_MESSAGES.noPhotosChosen}
        </p>
      ) : null}
      {outcome === 'failed' ? (
        <KeptForRetryAlert kept="We have kept your photos and will send them again automatically, so there is no need to choose them again." phone={phone} phoneHref={phoneHref} />
      ) : null}
      {outcome === 'lost' ? <NotKeptAlert phone={phone} phoneHref={phoneHref} /> : null}
      {outcome === 'refused' && refusal ? <RefusedAlert refusal={refusal} phone={phone} phoneHref={phoneHref} /> : null}
      {outcome === 'slow-down' ? <SlowDownAlert what="details" /> : null}
      <UploadProgress progress={submitting ? progress : null} />
      <SubmitButton submitting={submitting}>{REQUEST_MESSAGES.sendPhotos}</SubmitButton>
    </form>
  );
}
