import { markBox, placeLabel, type Box } from './map-labels';

const size = { width: 500, height: 400 };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box) => a.x >= 0 && a.y >= 0 && a.x + a.width <= size.width && a.y + a.height <= size.height;

it('puts a label to the right of its mark when there is room', () => {
  const label = placeLabel({ x: 100, y: 100 }, 'Hull', 20, 10, [], size);
  expect(label).toMatchObject({ x: 110, textAnchor: 'start' });
  expect(inside(label.box)).toBe(true);
});

it('moves to the left near the right edge of the drawing', () => {
  const label = placeLabel({ x: 480, y: 100 }, 'Withernsea', 22, 10, [], size);
  expect(label.textAnchor).toBe('end');
  expect(inside(label.box)).toBe(true);
});

it('keeps clear of labels and marks already placed', () => {
  const town = { x: 470, y: 150 };
  const base = placeLabel({ x: 400, y: 150 }, 'Hull', 20, 10, [], size);
  const avoid = [base.box, markBox({ x: 400, y: 150 }, 6)];
  const label = placeLabel(town, 'Withernsea', 22, 12, avoid, size);
  expect(inside(label.box)).toBe(true);
  for (const box of avoid) expect(overlaps(label.box, box)).toBe(false);
});

it('takes the least crowded place when nothing fits cleanly', () => {
  const everywhere = [{ x: 0, y: 0, width: 500, height: 400 }];
  const label = placeLabel({ x: 250, y: 200 }, 'Grimsby', 20, 10, everywhere, size);
  expect(inside(label.box)).toBe(true);
});
