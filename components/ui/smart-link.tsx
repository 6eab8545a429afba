import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LinkTarget } from '@/lib/routes';


/**
 * One way to render a link that may be internal or external. Internal links use next/link
 * without prefetching unless asked (menus and footers list dozens of pages; prefetching them on
 * every view wastes the visitor's data). External links open in a new tab with
 * `rel="noopener noreferrer"` and say so to screen readers.
 */
export function SmartLink({
  link,
  className,
  children,
  prefetch = false,
}: {
  link: LinkTarget;
  className?: string;
  children?: ReactNode;
  prefetch?: boolean;
}) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children ?? link.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={link.href} prefetch={prefetch} className={className}>
      {children ?? link.label}
    </Link>
  );
}
