import { BATH_OR_SHOWER_COUNTS, BEDROOM_COUNTS, HOME_TYPES } from './quote-answers';
import { QUOTE_QUESTIONS, type QuestionKey } from './quote-questions';

// The sets of content/quote-questions.test.ts, for the questions whose sets came later.
const sets: [QuestionKey, readonly (string | number)[]][] = [
  ['homeType', HOME_TYPES],
  ['bedrooms', BEDROOM_COUNTS],
  ['baths', BATH_OR_SHOWER_COUNTS],
  ['showers', BATH_OR_SHOWER_COUNTS],
];

it.each(sets)('offers every answer of its set, once, for %s', (key, set) => {
  const question = QUOTE_QUESTIONS[key] as { options?: readonly { value: string }[] };
  const values = question.options?.map((option) => option.value) ?? [];
  expect([...values].sort()).toEqual(set.map(String).sort());
});
