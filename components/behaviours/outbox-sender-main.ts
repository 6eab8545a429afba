/**
 * The entry of the outbox sender script (`/assets/outbox-<hash>.js`, built by
 * scripts/build-behaviours.ts), which the outbox behaviour (./outbox.ts) adds to a page only when
 * the outbox holds a lead: it sends over XMLHttpRequest (upload progress) with the photos kept in
 * IndexedDB. The behaviours have started by then, so the page is parsed.
 */
import { indexedDbPhotoStore } from '@/lib/browser/photo-store';
import { xhrTransport } from '@/lib/browser/xhr-transport';
import { startOutboxSender } from './outbox-sender';

startOutboxSender({ transport: xhrTransport, photoStore: indexedDbPhotoStore });
