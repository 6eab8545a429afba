/**
 * The browser's store for the photos of leads waiting in the outbox (lib/browser/outbox/outbox.ts): IndexedDB,
 * which keeps files as they are, where localStorage keeps only a few megabytes of text. Opened
 * only when a lead with photos fails or waits, and never throws: where IndexedDB is blocked or
 * full, the photos are let go and the lead waits without them.
 */
import type { LeadPhoto, PhotoStore } from '@/lib/browser/outbox/outbox';

/** The database and object store names: one record per waiting lead, keyed by its id. */
const DB_NAME = 'leadOutbox';
const STORE = 'photos';

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const transaction = db.transaction(STORE, mode);
      const req = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(req.result);
      };
      transaction.onerror = transaction.onabort = () => {
        db.close();
        reject(transaction.error ?? req.error);
      };
    };
  });
}

function isPhotos(value: unknown): value is LeadPhoto[] {
  return Array.isArray(value) && value.every((photo: Partial<LeadPhoto>) => photo?.blob instanceof Blob && typeof photo.kind === 'string' && typeof photo.type === 'string');
}

export const indexedDbPhotoStore: PhotoStore = {
  async put(id, photos) {
    try {
      await request((store) => store.put(photos, id), 'readwrite');
      return true;
    } catch {
      return false;
    }
  },
  async get(id) {
    try {
      const found: unknown = await request((store) => store.get(id), 'readonly');
      return isPhotos(found) ? found : [];
    } catch {
      return [];
    }
  },
  async remove(id) {
    try {
      await request((store) => store.delete(id), 'readwrite');
    } catch {
      // Nothing to do: a stale record is dropped with the site's data.
    }
  },
};
