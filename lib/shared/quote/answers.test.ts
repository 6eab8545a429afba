import { quoteAnswersSchema, readQuoteAnswers } from './answers';
import { TYPICAL_QUOTE } from './typical';

describe('the answers schema', () => {
  it('takes a finished quote as it is, yes-no answers as booleans', () => {
    expect(quoteAnswersSchema.parse(TYPICAL_QUOTE)).toEqual(TYPICAL_QUOTE);
    expect(quoteAnswersSchema.parse({})).toEqual({});
  });

  it('reads the flue answer of an older quote, "yes" or "no", as the boolean it is now', () => {
    expect(quoteAnswersSchema.parse({ isFlueAwayFromWindows: 'yes' })).toEqual({ isFlueAwayFromWindows: true });
    expect(quoteAnswersSchema.parse({ isFlueAwayFromWindows: 'no' })).toEqual({ isFlueAwayFromWindows: false });
  });

  it.each([
    ['a home type the question does not offer', { homeType: 'castle' }],
    ['a count the question does not offer', { bedroomCount: 6 }],
    ['a fraction of a bath', { bathtubCount: 1.5 }],
    ['a postcode that is not one', { postcode: 'DN3' }],
    ['"yes" where a boolean has always been', { wantDifferentLocation: 'yes' }],
    ['a yes-no answer as anything else', { isFlueAwayFromWindows: 'maybe' }],
  ])('refuses %s', (_label, answers) => {
    expect(quoteAnswersSchema.safeParse(answers).success).toBe(false);
  });

  it('leaves out answers that are not ours', () => {
    expect(quoteAnswersSchema.parse({ ...TYPICAL_QUOTE, evil: '<script>' })).toEqual(TYPICAL_QUOTE);
  });
});

describe('readQuoteAnswers', () => {
  it('keeps each good answer and drops each bad one, never throwing', () => {
    const read = readQuoteAnswers({ fuelType: 'mains-gas', homeType: 'house', bedroomCount: 3, showerCount: -1, isFlueAwayFromWindows: 'no', evil: '<script>' });
    expect(read).toStrictEqual({ fuelType: 'mains-gas', bedroomCount: 3, isFlueAwayFromWindows: false });
  });

  it.each([[null], [[]], ['text'], [42]])('is null for %j', (value) => {
    expect(readQuoteAnswers(value)).toBeNull();
  });
});
