import { MAX_BAR_PERCENT, MIN_BAR_PERCENT, ROW_HEIGHT, chartHeight, fitLabel, scaleBars } from './chart-scale';

describe('the bar chart scale', () => {
  it('gives the row with most leads the longest bar, and the rest in proportion', () => {
    const bars = scaleBars([
      { leads: 40, won: 10 },
      { leads: 20, won: 0 },
      { leads: 10, won: 10 },
    ]);
    expect(bars).toEqual([
      { leadsPercent: MAX_BAR_PERCENT, wonPercent: MAX_BAR_PERCENT / 4 },
      { leadsPercent: MAX_BAR_PERCENT / 2, wonPercent: 0 },
      { leadsPercent: MAX_BAR_PERCENT / 4, wonPercent: MAX_BAR_PERCENT / 4 },
    ]);
  });

  it('keeps a lone lead visible beside hundreds', () => {
    const [, small] = scaleBars([
      { leads: 1000, won: 0 },
      { leads: 1, won: 1 },
    ]);
    expect(small).toEqual({ leadsPercent: MIN_BAR_PERCENT, wonPercent: MIN_BAR_PERCENT });
  });

  it('draws nothing, and no NaN, for rows without leads', () => {
    expect(scaleBars([{ leads: 0, won: 0 }])).toEqual([{ leadsPercent: 0, wonPercent: 0 }]);
    expect(scaleBars([])).toEqual([]);
  });

  it('never lets the won overlay outgrow its bar', () => {
    const [bar] = scaleBars([{ leads: 2, won: 5 }]);
    expect(bar?.wonPercent).toBe(bar?.leadsPercent);
  });

  it('takes a width of its own', () => {
    expect(scaleBars([{ leads: 3, won: 1 }], 90)).toEqual([{ leadsPercent: 90, wonPercent: 30 }]);
  });

  it('is one row high per row, and a row high with none', () => {
    expect(chartHeight(3)).toBe(3 * ROW_HEIGHT);
    expect(chartHeight(0)).toBe(ROW_HEIGHT);
  });

  it('cuts long labels with an ellipsis and leaves short ones alone', () => {
    expect(fitLabel('facebook / paid-social')).toBe('facebook / paid-social');
    const cut = fitLabel('facebook / paid-social / winter-boilers-2026-north-lincolnshire-and-hull');
    expect(cut).toHaveLength(40);
    expect(cut.endsWith('…')).toBe(true);
  });
});
