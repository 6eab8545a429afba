'use client';

/**
 * The instant quote wizard (docs/product.md §4.1): one question a screen, Back, Next and Start again, a live
 * price once fuel, type and postcode are known, and the answers saved in the browser under
 * `instantQuote` so a visitor can come back. All rules live in `lib/shared/quote`; this is the screen.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useId, useReducer, useRef } from 'react';
import type { Question, QuestionKey } from '@/content/quote-questions';
import { formatGbp } from '@/content/format';
import { calculateQuote, totalWith } from '@/lib/shared/quote/calculate';
import { NOT_SUPPORTED_STEP, answerValue, canSkipToEnd, isAnswered, isChoiceScreen, nextFrom, previousStep, screenAt, stepOf, totalSteps } from '@/lib/shared/quote/wizard';
import { issueQuote } from '@/lib/shared/quote/reference';
import { browserStorage, hasSavedQuote, writeQuote } from '@/lib/browser/quote/storage';
import { loadQuoteReader } from '@/lib/browser/quote/load-reader';
import type { QuoteData } from '@/lib/shared/quote/types';
import type { StorageSource } from '@/lib/browser/storage';
import { initialWizardState, wizardReducer } from '@/lib/shared/quote/wizard-state';
import { MAX_LENGTH, POSTCODE_FORMAT } from '@/lib/shared/forms/limits';
import { isCoveredPostcode, isValidPostcode, normalisePostcode, postcodeDistrict } from '@/lib/shared/forms/postcode';
import { AnswerSummary } from './answer-summary';
import { ChoiceGroup } from './choice-group';
import { buttonClass } from '@/components/ui/button';
import { textLinkClass } from '@/components/ui/styles';
import { useBrowserValue } from '@/components/islands/hooks/use-browser-value';

export interface QuoteWizardProps {
  questions: Record<QuestionKey, Question>;
  coveredDistricts: string[];
  phone: string;
  phoneHref: string;
  links: { results: string; freeSurvey: string; lpg: string; oil: string; heatPumps: string };
}

/** The answers saved in this browser, and how the wizard saves each change. */
interface SavedAnswers {
  data: QuoteData | null;
  /**
   * With a saved quote, the reader's `saveQuote`, which keeps a finished quote's reference while
   * the answers are unchanged; with none saved there is no reference to keep, and a write does.
   */
  save: (storage: StorageSource, data: QuoteData) => boolean;
}

/**
 * The saved answers. The reader, with the answers' zod schema, is loaded only when something is
 * saved, so a first visit never downloads it. Null when it could not be loaded: the wizard then
 * starts afresh and saves nothing over the answers, which are there again on the next visit.
 */
function readSavedAnswers(): SavedAnswers | Promise<SavedAnswers | null> {
  if (!hasSavedQuote(browserStorage)) return { data: null, save: writeQuote };
  return loadQuoteReader().then(
    (reader) => ({ data: reader.readSavedQuote(browserStorage), save: reader.saveQuote }),
    (error: unknown) => {
      console.warn('Could not load the saved quote', error);
      return null;
    },
  );
}

export function QuoteWizard({ questions, coveredDistricts, phone, phoneHref, links }: QuoteWizardProps) {
  const router = useRouter();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { step, data } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  // The answers saved in this browser (the server cannot see them), taken in once they are read.
  const saved = useBrowserValue<SavedAnswers | null>(readSavedAnswers);
  useEffect(() => {
    if (saved) dispatch({ type: 'restore', data: saved.data });
  }, [saved]);

  // Save every change once the saved answers are in, with the calculation redone from the answers.
  useEffect(() => {
    if (state.ready && saved) saved.save(browserStorage, data);
  }, [data, state.ready, saved]);

  // Each move scrolls to the top of the wizard and puts focus on the new question.
  useEffect(() => {
    if (!state.moved) return;
    rootRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [state.moved]);

  const screen = screenAt(step, data);
  const question = questions[screen];
  const calculation = calculateQuote(data);
  const isLast = screen === 'summary';
  const total = totalSteps(data);
  const answered = screen === 'postcode' ? state.postcodeInput.trim().length > 0 : isAnswered(screen, data);

  function goNext() {
    if (screen === 'postcode') {
      if (!isValidPostcode(state.postcodeInput)) {
        dispatch({ type: 'postcodeError', message: POSTCODE_FORMAT });
        return;
      }
    }
    const result = nextFrom(step, data, state.editing);
    if (result.done) {
      // Finishing issues the quote its reference and validity (lib/shared/quote/reference.ts).
      writeQuote(browserStorage, result.data, issueQuote(new Date()));
      router.push(links.results);
      return;
    }
    dispatch({ type: 'go', step: result.step, data: result.data, editing: result.editing });
  }

  const headingId = `${ids}-question`;
  const helpId = `${ids}-help`;
  const postcodeErrorId = `${ids}-postcode-error`;
  const district = data.postcode ? postcodeDistrict(data.postcode) : undefined;

  return (
    <div ref={rootRef} className="scroll-mt-24 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
        {step !== NOT_SUPPORTED_STEP ? (
          <div className="mb-6">
            <p className="text-sm font-semibold text-slate-700">
              Step {step + 1} of {total}
            </p>
            <div className="mt-2 h-2 rounded-full bg-brand-100" aria-hidden="true">
              <div className="h-2 rounded-full bg-accent-700 transition-[width]" style={{ width: `${((step + 1) / total) * 100}%` }} />
            </div>
          </div>
        ) : null}

        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-brand-950 sm:text-3xl">
          {question.title}
        </h2>
        {question.help ? (
          <p id={helpId} className="mt-2 text-slate-700">
            {question.help}
          </p>
        ) : null}

        <div className="mt-6">
          {isChoiceScreen(screen) && question.options ? (
            <ChoiceGroup
              key={screen}
              name={`${ids}-${screen}`}
              labelledBy={headingId}
              describedBy={question.help ? helpId : undefined}
              options={question.options}
              value={answerValue(screen, data)}
              onChange={(value) => dispatch({ type: 'choose', screen, value })}
            />
          ) : null}

          {screen === 'postcode' ? (
            <div>
              <label htmlFor={`${ids}-postcode`} className="block font-semibold text-brand-900">
                Postcode
              </label>
              <input
                id={`${ids}-postcode`}
                name="postcode"
                autoComplete="postal-code"
                inputMode="text"
                autoCapitalize="characters"
                maxLength={MAX_LENGTH.postcode}
                value={state.postcodeInput}
                aria-invalid={state.postcodeError ? true : undefined}
                aria-describedby={[helpId, state.postcodeError ? postcodeErrorId : ''].filter(Boolean).join(' ')}
                onChange={(event) => {
                  const value = event.target.value;
                  dispatch({ type: 'postcodeInput', value });
                  dispatch({ type: 'setPostcode', postcode: isValidPostcode(value) ? normalisePostcode(value) : undefined });
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    goNext();
                  }
                }}
                className="mt-1 block min-h-12 w-full max-w-xs rounded-lg border-2 border-slate-400 px-3 text-lg uppercase aria-invalid:border-red-700"
              />
              {state.postcodeError ? (
                <p id={postcodeErrorId} className="mt-2 font-semibold text-red-700">
                  {state.postcodeError}
                </p>
              ) : null}
              {data.postcode && district ? (
                isCoveredPostcode(data.postcode, coveredDistricts) ? (
                  <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-emerald-900">Good news: we cover {district}.</p>
                ) : (
                  <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950">
                    {district} is outside the areas we usually cover. You can still see our prices, and if you call us on{' '}
                    <a href={phoneHref} className="font-semibold underline">
                      {phone}
                    </a>{' '}
                    we will tell you honestly whether we can help.
                  </p>
                )
              ) : null}
            </div>
          ) : null}

          {screen === 'summary' ? <AnswerSummary data={data} questions={questions} onChange={(target) => dispatch({ type: 'go', step: stepOf(target, data), editing: true })} /> : null}

          {screen === 'notSupported' ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              <li>
                <a href={phoneHref} className={buttonClass('primary', 'tall')}>
                  Call {phone}
                </a>
              </li>
              <li>
                <a href={links.freeSurvey} className={buttonClass('outline', 'tall')}>
                  Book a free survey
                </a>
              </li>
              <li>
                <a href={data.fuelType === 'oil' ? links.oil : data.fuelType === 'lpg' ? links.lpg : links.heatPumps} className={buttonClass('outline', 'tall')}>
                  {data.fuelType === 'oil' ? 'Oil boilers' : data.fuelType === 'lpg' ? 'LPG boilers' : 'Heat pumps'}
                </a>
              </li>
            </ul>
          ) : null}
        </div>

        <div className="mt-8 flex flex-wrap items-center gap-3">
          {step > 0 ? (
            <button
              type="button"
              onClick={() => dispatch({ type: 'go', step: previousStep(step, data) })}
              className={buttonClass('outline', 'tall')}
            >
              Back
            </button>
          ) : null}
          {screen !== 'notSupported' ? (
            <button
              type="button"
              onClick={goNext}
              disabled={!answered}
              className={buttonClass('primary', 'tall')}
            >
              {isLast ? 'See my prices' : state.editing && canSkipToEnd(step, data) ? 'Save and return to summary' : 'Next'}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => dispatch({ type: 'reset' })}
            className={textLinkClass('action', 'ml-auto px-3')}
          >
            Start again
          </button>
        </div>
      </section>

      <aside aria-label="Your price so far" className="h-fit rounded-2xl border border-brand-100 bg-brand-50 p-5 lg:sticky lg:top-24">
        <h2 className="font-bold text-brand-900">Your price so far</h2>
        <div aria-live="polite" aria-atomic="true">
          {calculation ? (
            <>
              <p className="mt-2 text-slate-700">Standard boiler, fitted</p>
              <p className="text-3xl font-extrabold text-brand-950">{calculation.breakdown.total}</p>
              <p className="mt-2 text-slate-700">
                Premium boiler, fitted: <strong>{formatGbp(totalWith(calculation, calculation.recommendedBoilers[1]))}</strong>
              </p>
              <p className="mt-2 text-sm text-slate-700">Including VAT. It updates as you answer.</p>
            </>
          ) : (
            <p className="mt-2 text-slate-700">Your fixed price appears here once we know your fuel, boiler type and postcode.</p>
          )}
        </div>
      </aside>
    </div>
  );
}
