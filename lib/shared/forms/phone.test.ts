import { displayUkPhone, isValidUkPhone, normaliseUkPhone, normaliseUkPhoneAtCaret, telHref, whatsappHref } from '@/lib/shared/forms/phone';

describe('normaliseUkPhone', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['7700900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['(01302) 123 456', '+441302123456'],
    ['0', '+44'],
    ['12345', '12345'],
    ['+44 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['4407700900123', '+447700900123'],
    ['0113-496-0000', '+441134960000'],
    ['01632.960.100', '+441632960100'],
    ['44', '+44'],
    ['+44', '+44'],
    ['+4', '+4'],
    ['4', '4'],
    ['', ''],
    ['1632960100', '+441632960100'],
    ['+1 555 0100', '+1 555 0100'],
    ['001 555 0100', '+15550100'],
    ['hello', 'hello'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUkPhone(input)).toBe(expected);
  });

  it('is stable: normalising a normalised number changes nothing', () => {
    for (const input of ['07700 900123', '(01302) 123 456', '0044 7700 900123']) {
      const once = normaliseUkPhone(input);
      expect(normaliseUkPhone(once)).toBe(once);
    }
  });
});

describe('isValidUkPhone', () => {
  it.each([
    ['+447700900123', true],
    ['+441302123456', true],
    ['+44113496000', true],
    ['+4411349600', false],
    ['+4407700900123', false],
    ['+4477009001234', false],
    ['07700900123', false],
    ['+44', false],
    ['+447700 900123', false],
    ['+15550100', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidUkPhone(value)).toBe(valid);
  });

  it('accepts every example once normalised', () => {
    for (const input of ['07700 900123', '7700900123', '0044 7700 900123', '+44 (0)7700 900123', '(01302) 123 456']) {
      expect(isValidUkPhone(normaliseUkPhone(input))).toBe(true);
    }
  });
});

describe('normaliseUkPhoneAtCaret', () => {
  it('keeps the caret at the end while typing at the end', () => {
    expect(normaliseUkPhoneAtCaret('07', 2)).toEqual({ value: '+447', caret: 4 });
    expect(normaliseUkPhoneAtCaret('+447', 4)).toEqual({ value: '+447', caret: 4 });
    expect(normaliseUkPhoneAtCaret('07700 9', 7)).toEqual({ value: '+4477009', caret: 8 });
  });

  it('waits after a lone 0 so that typing 0044 works, key by key', () => {
    expect(normaliseUkPhoneAtCaret('0', 1)).toEqual({ value: '0', caret: 1 });
    let value = '';
    for (const key of '0044 7700 900123') value = normaliseUkPhoneAtCaret(value + key, value.length + 1).value;
    expect(value).toBe('+447700900123');
    value = '';
    for (const key of '07700 900123') value = normaliseUkPhoneAtCaret(value + key, value.length + 1).value;
    expect(value).toBe('+447700900123');
    value = '';
    for (const key of '+44 (0)7700 900123') value = normaliseUkPhoneAtCaret(value + key, value.length + 1).value;
    expect(value).toBe('+447700900123');
  });

  it('keeps the caret after the same digits when editing in the middle', () => {
    // Typing "5" after "+44770" in "+447700900123": the caret stays right after the new digit.
    const input = '+4477050900123';
    expect(normaliseUkPhoneAtCaret(input, 7)).toEqual({ value: input, caret: 7 });
    // Pasting a spaced number moves the caret past the same digits.
    expect(normaliseUkPhoneAtCaret('07700 900123', 5)).toEqual({ value: '+447700900123', caret: 7 });
  });
});

describe('phone links', () => {
  it('dial the number in +44 form, however it is displayed', () => {
    expect(telHref('01632 960100')).toBe('tel:+441632960100');
    expect(telHref('+44 (0)1632 960100')).toBe('tel:+441632960100');
    expect(whatsappHref('07700 900123')).toBe('https://wa.me/447700900123');
  });
});

describe('displayUkPhone', () => {
  it('writes a UK number in national form, grouped as people write it', () => {
    expect(displayUkPhone('+447700900123')).toBe('07700 900123');
    expect(displayUkPhone('+441632960100')).toBe('01632 960100');
    expect(displayUkPhone('+442079460000')).toBe('020 7946 0000');
    expect(displayUkPhone('+441134960000')).toBe('0113 496 0000');
    expect(displayUkPhone('+443001234567')).toBe('0300 123 4567');
    expect(displayUkPhone('07700 900123')).toBe('07700 900123');
    expect(displayUkPhone('+33123456789')).toBe('+33123456789');
  });
});
