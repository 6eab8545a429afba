/** The five-step process of docs/product.md §1: survey, pick a date, pay deposit, installation, final payment. */
import { cardClass } from '@/components/ui/styles';
export const PROCESS_STEPS = [
  { title: 'Survey', text: 'A free home survey or a short video survey confirms your fixed price.' },
  { title: 'Pick a date', text: 'Choose an installation date that suits you; next day installation is available.' },
  { title: 'Pay deposit', text: 'A deposit secures your date. No card details are ever entered on this website.' },
  { title: 'Installation', text: 'Our own Gas Safe engineers fit, flush and commission the new boiler and register the warranty.' },
  { title: 'Final payment', text: 'Pay the balance once the job is complete and you are happy with it.' },
] as const;

export function ProcessSteps() {
  return (
    <ol className="grid gap-4 md:grid-cols-5">
      {PROCESS_STEPS.map((step, index) => (
        <li key={step.title} className={cardClass()}>
          <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-bold text-brand-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-1 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
