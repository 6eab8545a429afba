/**
 * The last screen: every answer on the visitor's path, each with a "Change" button that jumps
 * back to its question.
 */
import type { Question, QuestionKey } from '@/content/quote-questions';
import type { QuoteData } from '@/lib/shared/quote/types';
import { answerValue, summaryScreens, type Screen } from '@/lib/shared/quote/wizard';
import { textLinkClass } from '@/components/ui/styles';

const SHORT: Partial<Record<Screen, string>> = {
  fuel: 'Fuel',
  boilerType: 'Current boiler',
  postcode: 'Postcode',
  homeType: 'Home',
  conversion: 'Convert to a combi',
  move: 'Move the boiler',
  newLocation: 'New position',
  bedrooms: 'Bedrooms',
  baths: 'Baths',
  showers: 'Separate showers',
  radiators: 'Radiators',
  waterFlow: 'Water flow',
  flue: 'Flue',
  flueWindows: 'Flue clear of windows and doors',
};

function answerLabel(screen: Screen, data: QuoteData, question: Question): string {
  const value = answerValue(screen, data);
  if (value === undefined) return 'Not answered';
  const option = question.options?.find((o) => o.value === value);
  if (screen === 'boilerType' && data.wantCombiConversion) return `${option?.label ?? value}, converting from your current boiler`;
  return option?.label ?? value;
}

export function AnswerSummary({
  data,
  questions,
  onChange,
}: {
  data: QuoteData;
  questions: Record<QuestionKey, Question>;
  onChange: (screen: Screen) => void;
}) {
  return (
    <dl className="divide-y divide-brand-100 rounded-xl border border-brand-100">
      {summaryScreens(data).map((screen) => (
        <div key={screen} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <dt className="font-semibold text-brand-900">{SHORT[screen]}</dt>
          <dd className="flex items-center gap-3 text-slate-800">
            <span>{answerLabel(screen, data, questions[screen])}</span>
            <button type="button" onClick={() => onChange(screen)} className={textLinkClass('action', 'px-2')}>
              Change<span className="sr-only"> {SHORT[screen]?.toLowerCase()}</span>
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
