import { baseForPostcode } from './base';

describe('the base that serves a postcode', () => {
  it('is the nearest base of the area holding its district, whatever the spacing or case; none outside the areas', () => {
    expect(baseForPostcode('dn31 1ab')).toBe('Grimsby');
    expect(baseForPostcode('DN181AA')).toBe('Hull');
    expect(baseForPostcode('DN21 2AB')).toBe('Worksop');
    expect(baseForPostcode('SW1A 1AA')).toBeNull();
    expect(baseForPostcode('not a postcode')).toBeNull();
  });
});
