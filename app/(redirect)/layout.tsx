import type { ReactNode } from 'react';

/** Old addresses that moved: a bare page that refreshes to the new one (see lib/redirects.ts). */
export default function RedirectLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-xl px-4 py-20 text-center">{children}</main>;
}
