/**
 * The entry of the outbox sender script (`/assets/outbox-<hash>.js`, built by
 * scripts/build-behaviours.ts), which the outbox behaviour (./outbox.ts) adds to a page only when
 * the outbox holds a lead: it sends over XMLHttpRequest (upload progress) with the photos kept in
 * IndexedDB, each send with a fresh human-check token from a widget of its own, off screen, made
 * only when a lead is due. The behaviours have started by then, so the page is parsed.
 */
import { indexedDbPhotoStore } from '@/lib/browser/outbox/photo-store';
import { xhrTransport } from '@/lib/browser/outbox/xhr-transport';
import { offScreenHumanCheck } from '@/lib/browser/human-check';
import { startOutboxSender } from './outbox-sender';

/** The Turnstile site key (NEXT_PUBLIC_TURNSTILE_SITE_KEY, '' for none): the build writes it in (esbuild `define`). */
declare const TURNSTILE_SITE_KEY: string;

startOutboxSender({ transport: xhrTransport, photoStore: indexedDbPhotoStore, humanCheck: offScreenHumanCheck(TURNSTILE_SITE_KEY || null) });
