import { formatGbp, formatWhole } from './format';

describe('number formats', () => {
  it.each([0, 7, 999, 1000, 2306, 12_345, 1_234_567, -1500, 1096.5, 1096.4])('%d is written as UK English writes it', (value) => {
    expect(formatWhole(value)).toBe(Math.round(value).toLocaleString('en-GB'));
  });

  it('writes pounds with the sign', () => {
    expect(formatGbp(2306)).toBe('£2,306');
  });
});
