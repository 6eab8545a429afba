import type { ReactNode } from 'react';
import type { LinkTarget } from '@/lib/routes';

/**
 * One way to render a link that may be internal or external. Internal links are plain links: the
 * site is a set of static pages, and a plain link needs no JavaScript (next/link would hydrate
 * every link on the page). External links open in a new tab with `rel="noopener noreferrer"` and
 * say so to screen readers.
 */
export function SmartLink({
  link,
  className,
  children,
}: {
  link: LinkTarget;
  className?: string;
  children?: ReactNode;
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
    <a href={link.href} className={className}>
      {children ?? link.label}
    </a>
  );
}
