import { buttonClass } from './button';
import { cardClass, cn, textLinkClass } from './styles';

const classes = (value: string) => value.split(' ');

it('joins class names and drops the falsy ones', () => {
  expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  expect(cn()).toBe('');
});

it('draws the card raised by default, flat or interactive when asked, with its padding', () => {
  expect(classes(cardClass())).toEqual(expect.arrayContaining(['rounded-xl', 'border-brand-100', 'bg-white', 'p-5', 'shadow-sm']));
  expect(classes(cardClass({ flat: true }))).not.toContain('shadow-sm');
  expect(classes(cardClass({ padding: 'lg' }))).toContain('p-6');
  expect(cardClass({ padding: 'none' })).not.toMatch(/\bp-\d/);
  expect(classes(cardClass({ interactive: true }, 'group'))).toEqual(expect.arrayContaining(['hover:border-brand-300', 'group']));
});

it('gives every text link variant an underline and standalone actions a 44 px target', () => {
  expect(classes(textLinkClass())).toContain('underline');
  expect(classes(textLinkClass('action'))).toContain('min-h-11');
  for (const variant of ['list', 'menu', 'footer'] as const) expect(classes(textLinkClass(variant))).toContain('hover:underline');
  expect(classes(textLinkClass('action', 'px-3'))).toContain('px-3');
});

it('keeps every button at least 44 px high', () => {
  for (const size of ['compact', 'sm', 'md', 'tall', 'lg'] as const) expect(buttonClass('primary', size)).toMatch(/\bmin-h-1[12]\b/);
  expect(classes(buttonClass('outline', 'tall', 'mt-3'))).toEqual(expect.arrayContaining(['border-2', 'min-h-12', 'mt-3']));
});
