import { messages } from '@/content/messages';
import { routes } from '@/lib/routes';

/**
 * What a route's `notFound()` shows inside the root layout. The export never serves it: unknown
 * paths get `404.html` (app/global-not-found.tsx, with the chrome). It is kept this small because
 * its tree travels in every page's flight data; without it Next.js would embed its own.
 */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">{messages.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{messages.notFoundText}</p>
      <a href={routes.home} className="mt-6 inline-block font-semibold text-brand-800 underline">
        {messages.backToHome}
      </a>
    </main>
  );
}
