import type { ReactNode } from 'react';

/** The floor of the performance bench: the least a Next.js static export can ship. */
export const metadata = { title: 'Floor', description: 'An empty Next.js page, the bench floor.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
