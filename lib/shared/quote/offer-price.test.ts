import { OFFER_DISCOUNT_PERCENT } from '@/content/pricing';
import { formatPence, parsePounds } from '@/lib/shared/format/money';
import { offerPrice } from './offer-price';

describe('offerPrice', () => {
  it('takes the weekly percentage off a whole-pound price, to the penny', () => {
    expect(OFFER_DISCOUNT_PERCENT).toBe(10);
    expect(offerPrice(2306)).toEqual({ total: 230600, percent: 10, saving: 23060, price: 207540 });
    expect(formatPence(offerPrice(2306).saving)).toBe('£230.60');
    expect(formatPence(offerPrice(2306).price)).toBe('£2,075.40');
  });

  it('rounds a saving that falls between pennies half up, and the two parts add back to the price', () => {
    // 12.5% of £1,096.05 would be 13700.625p: no catalogue price does that, but the rule must hold.
    expect(offerPrice(1096.05, 12.5).saving).toBe(13701);
    expect(offerPrice(1096.01, 12.5).saving).toBe(13700);
    for (const pounds of [1096, 1457, 2218, 2913, 3999]) {
      const { total, saving, price } = offerPrice(pounds);
      expect(saving + price).toBe(total);
      expect(Number.isInteger(saving)).toBe(true);
    }
  });
});

describe('formatPence', () => {
  it('writes pounds with thousands separators and two decimals', () => {
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(240000)).toBe('£2,400.00');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
  });
});

describe('parsePounds', () => {
  it('reads pounds as typed, with or without £, commas and pence', () => {
    expect(parsePounds('£2,400.50')).toBe(240050);
    expect(parsePounds(' 240 ')).toBe(24000);
    expect(parsePounds('')).toBe(0);
    expect(parsePounds('12.345')).toBeNull();
    expect(parsePounds('ten')).toBeNull();
  });
});
