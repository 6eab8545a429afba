import { listInWords } from './text';

it('joins a list as British English running text, without an Oxford comma', () => {
  expect(listInWords([])).toBe('');
  expect(listInWords(['DN31'])).toBe('DN31');
  expect(listInWords(['DN31', 'DN32'])).toBe('DN31 and DN32');
  expect(listInWords(['DN31', 'DN32', 'DN33'])).toBe('DN31, DN32 and DN33');
});
