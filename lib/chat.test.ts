import { chatLoadDelay, chatScriptUrl, isVendorKey } from '@/lib/chat';
import { CONSENT_KEY, readConsent, writeConsent } from '@/lib/consent';

describe('when the chat widget loads (docs/product.md §4.6)', () => {
  it.each([
    ['no interaction: after 10 s', null, 10_000],
    ['an interaction at 0.5 s: not before 2 s', 500, 2_000],
    ['an interaction at 2 s: at 2 s', 2_000, 2_000],
    ['an interaction at 5 s: at once', 5_000, 5_000],
    ['an interaction after 10 s: already loaded at 10 s', 12_000, 10_000],
  ])('%s', (_label, interaction, expected) => {
    expect(chatLoadDelay(interaction)).toBe(expected);
  });

  it('builds the vendor script URL from the app id', () => {
    expect(chatScriptUrl('abc123')).toBe('https://widget.intercom.io/widget/abc123');
  });

  it('recognises the vendor cookies and storage', () => {
    expect(isVendorKey('intercom-id-abc')).toBe(true);
    expect(isVendorKey('intercom.intercom-state')).toBe(true);
    expect(isVendorKey('instantQuote')).toBe(false);
  });
});

describe('consent', () => {
  const store = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  };

  it('is unknown until chosen, then remembered', () => {
    const s = store();
    expect(readConsent(s)).toBeNull();
    writeConsent(s, 'accepted', new Date('2026-11-22T10:00:00Z'));
    expect(readConsent(s)).toBe('accepted');
    writeConsent(s, 'rejected', new Date('2026-11-22T10:01:00Z'));
    expect(readConsent(s)).toBe('rejected');
  });

  it('ignores an old version or a corrupt value', () => {
    const s = store();
    s.setItem(CONSENT_KEY, JSON.stringify({ choice: 'accepted', version: 0 }));
    expect(readConsent(s)).toBeNull();
    s.setItem(CONSENT_KEY, '{oops');
    expect(readConsent(s)).toBeNull();
  });

  it('is unknown where storage is blocked, and choosing then does not throw', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readConsent(blocked)).toBeNull();
    expect(() => writeConsent(blocked, 'accepted', new Date('2026-11-22T10:00:00Z'))).not.toThrow();
  });
});
