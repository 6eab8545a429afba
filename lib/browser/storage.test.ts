/** @jest-environment jsdom */
import { guardStorage, readJson, type StorageLike } from './storage';

/** A Map-backed storage that can be made to refuse writes, as a full one does. */
function memoryStorage({ full = false } = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
}

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('guarded storage', () => {
  it('reads, writes and removes through working storage', () => {
    const backing = memoryStorage();
    const store = guardStorage(backing);
    expect(store.available()).toBe(true);
    expect(store.write('k', 'v')).toBe(true);
    expect(store.read('k')).toBe('v');
    expect(store.remove('k')).toBe(true);
    expect(store.read('k')).toBeNull();
  });

  it('never throws where storage is blocked: reads are null, writes and removals false', () => {
    const store = guardStorage(blocked);
    expect(store.available()).toBe(false);
    expect(store.read('k')).toBeNull();
    expect(store.write('k', 'v')).toBe(false);
    expect(store.remove('k')).toBe(false);
  });

  it('reports a write to full storage as refused and keeps what was there', () => {
    const backing = memoryStorage({ full: true });
    backing.data.set('k', 'old');
    const store = guardStorage(() => backing);
    expect(store.write('k', 'new')).toBe(false);
    expect(store.read('k')).toBe('old');
  });

  it('lists the keys of real storage, and none where storage is blocked', () => {
    window.localStorage.clear();
    window.localStorage.setItem('a', '1');
    window.localStorage.setItem('b', '2');
    expect(guardStorage(() => window.localStorage).keys().sort()).toEqual(['a', 'b']);
    expect(guardStorage(blocked).keys()).toEqual([]);
    window.localStorage.clear();
  });

  it('treats no storage at all as refusing everything', () => {
    for (const source of [null, undefined, () => null]) {
      const store = guardStorage(source);
      expect(store.read('k')).toBeNull();
      expect(store.write('k', 'v')).toBe(false);
    }
  });

  it('reads JSON, and null for missing or broken values', () => {
    const backing = memoryStorage();
    backing.data.set('good', '{"a":1}');
    backing.data.set('bad', '{not json');
    const store = guardStorage(backing);
    expect(readJson(store, 'good')).toEqual({ a: 1 });
    expect(readJson(store, 'bad')).toBeNull();
    expect(readJson(store, 'missing')).toBeNull();
    expect(readJson(guardStorage(blocked), 'good')).toBeNull();
  });
});
