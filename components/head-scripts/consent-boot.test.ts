/** @jest-environment jsdom */
import { CONSENT_KEY, CONSENT_VERSION, readConsent } from '@/lib/consent';
import { applyStoredConsent } from './consent-boot';

const marked = () => document.documentElement.getAttribute('data-consent');

/** What a visitor's storage may hold under the consent key, and the mark each should give. */
const STORED: [what: string, value: string | null, mark: string | null][] = [
  ['an accepted choice of this version', JSON.stringify({ choice: 'accepted', version: CONSENT_VERSION, at: '2026-11-23T11:23:17.961Z' }), 'accepted'],
  ['a rejected choice of this version', JSON.stringify({ choice: 'rejected', version: CONSENT_VERSION }), 'rejected'],
  ['nothing', null, null],
  ['a choice of an older version', JSON.stringify({ choice: 'accepted', version: CONSENT_VERSION - 1 }), null],
  ['a choice with no version', JSON.stringify({ choice: 'accepted' }), null],
  ['an unknown choice', JSON.stringify({ choice: 'maybe', version: CONSENT_VERSION }), null],
  ['corrupt JSON', '{"choice":"accepted",', null],
  ['JSON that is not a record', '"accepted"', null],
  ['JSON null', 'null', null],
];

describe('the consent boot script', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-consent');
  });

  test.each(STORED)('marks <html> for %s as lib/consent.ts reads it', (_what, value, mark) => {
    if (value !== null) window.localStorage.setItem(CONSENT_KEY, value);
    expect(() => applyStoredConsent(() => window.localStorage)).not.toThrow();
    expect(marked()).toBe(mark);
    // The same rule as the behaviours': the mark is what readConsent gives.
    expect(marked()).toBe(readConsent(window.localStorage));
  });

  test('does nothing, and throws nothing, where storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => applyStoredConsent(blocked)).not.toThrow();
    expect(marked()).toBeNull();
  });
});
