/**
 * The one way the site touches browser storage. Browsers can refuse it at every step: merely
 * reading `window.localStorage` throws where storage is blocked, `setItem` throws when it is full,
 * and a private window may keep nothing. Through this helper nothing throws: a read that cannot
 * happen is null, a write or removal that cannot happen is false, and the caller decides what the
 * visitor loses (usually nothing they can see).
 */

/** The part of the Web Storage API the site uses (written out, so code that has no DOM, such as the Worker's shared rules, compiles with it). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Where storage comes from: the object itself, or a getter (so that a blocked `window.localStorage`
 * throws inside the guard, not in the caller), or nothing.
 */
export type StorageSource = StorageLike | (() => StorageLike | null | undefined) | null | undefined;

export interface SafeStorage {
  /** False where the browser blocks storage or there is none. */
  available(): boolean;
  read(key: string): string | null;
  /** False when the browser refused (blocked, full or absent). */
  write(key: string, value: string): boolean;
  remove(key: string): boolean;
  /** Every key stored; none where storage is refused. */
  keys(): string[];
}

/** Storage that never throws, over `source`. */
export function guardStorage(source: StorageSource): SafeStorage {
  const resolve = (): StorageLike | null => (typeof source === 'function' ? (source() ?? null) : (source ?? null));
  return {
    available() {
      try {
        return resolve() !== null;
      } catch {
        return false;
      }
    },
    read(key) {
      try {
        return resolve()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        const store = resolve();
        if (!store) return false;
        store.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        const store = resolve();
        if (!store) return false;
        store.removeItem(key);
        return true;
      } catch {
        return false;
      }
    },
    keys() {
      try {
        const store = resolve() as { length?: number; key?: (index: number) => string | null } | null;
        if (!store || typeof store.length !== 'number' || !store.key) return [];
        return Array.from({ length: store.length }, (_, i) => store.key?.(i)).filter((key): key is string => typeof key === 'string');
      } catch {
        return [];
      }
    },
  };
}

/** A stored value parsed as JSON; null when it is missing, unreadable or not JSON. */
export function readJson(store: SafeStorage, key: string): unknown {
  const raw = store.read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** This browser's local storage (kept across visits), guarded. */
export const localStore = (): SafeStorage => guardStorage(() => window.localStorage);

/** This tab's session storage (gone when the tab closes), guarded. */
export const sessionStore = (): SafeStorage => guardStorage(() => window.sessionStorage);
