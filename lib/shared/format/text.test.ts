import { fillPlaceholders, firstSentence, listInWords } from './text';

it('joins a list as British English running text, without an Oxford comma', () => {
  expect(listInWords([])).toBe('');
  expect(listInWords(['DN31'])).toBe('DN31');
  expect(listInWords(['DN31', 'DN32'])).toBe('DN31 and DN32');
  expect(listInWords(['DN31', 'DN32', 'DN33'])).toBe('DN31, DN32 and DN33');
});

it('takes the first sentence with exactly one full stop', () => {
  expect(firstSentence('Gas Safe engineers fix it. Our visit costs £108.')).toBe('Gas Safe engineers fix it.');
  expect(firstSentence('Oil boilers, fitted and registered for you.')).toBe('Oil boilers, fitted and registered for you.');
  expect(firstSentence('No full stop at all')).toBe('No full stop at all.');
});

it('fills named placeholders and leaves unknown ones and price tokens alone', () => {
  expect(fillPlaceholders('{town} homes near {landmark}.', { town: 'Louth', landmark: 'the spire' })).toBe('Louth homes near the spire.');
  expect(fillPlaceholders('From {{repairVisit}} in {town}, {unknown}.', { town: 'Hull' })).toBe('From {{repairVisit}} in Hull, {unknown}.');
  expect(fillPlaceholders('{town} and {town}', { town: 'Goole' })).toBe('Goole and Goole');
});
