import { CallLink, QuoteLink } from '@/components/sections/action-links';

/** The closing call to action: the instant quote, a free survey, or a call. */
export function CtaBand({
  id = 'get-started',
  title = 'Get your fixed boiler price in about a minute',
  text = 'Answer a few questions about your home and see your fixed installed price, including VAT. No email needed to see it.',
}: {
  id?: string;
  title?: string;
  text?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <QuoteLink />
          <CallLink variant="inverse" />
        </div>
      </div>
    </section>
  );
}
