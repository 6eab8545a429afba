/**
 * One question's answers as a radio group with large tap targets. The arrow keys move between
 * answers (native radios); the whole card is the label, so it is easy to hit on a phone.
 */
import type { QuestionOption } from '@/content/quote-questions';

export function ChoiceGroup({
  name,
  labelledBy,
  describedBy,
  options,
  value,
  onChange,
}: {
  name: string;
  labelledBy: string;
  describedBy?: string;
  options: QuestionOption[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={id}
            className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-4 hover:border-brand-400 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50"
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-5 shrink-0 accent-brand-800"
            />
            <span>
              <span className="block text-lg font-semibold text-brand-950">{option.label}</span>
              {option.hint ? <span className="block text-slate-700">{option.hint}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
