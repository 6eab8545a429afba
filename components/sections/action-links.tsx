/**
 * The site's calls to action as plain links (no JavaScript): get boiler prices, book a free
 * survey, call us. One wording and one destination each, styled by the caller's variant and size.
 */
import Link from 'next/link';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { site } from '@/lib/content';
import { routes, telHref } from '@/lib/routes';

interface ActionLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Next prefetches a link's page when it scrolls into view; off where the visit is unlikely. */
  prefetch?: false;
}

export function QuoteLink({ variant = 'primary', size = 'lg', className, prefetch }: ActionLinkProps) {
  return (
    <Link href={routes.instantQuote} prefetch={prefetch} className={buttonClass(variant, size, className)}>
      Get boiler prices
    </Link>
  );
}

export function SurveyLink({ variant = 'outline', size = 'lg', className }: Omit<ActionLinkProps, 'prefetch'>) {
  return (
    <Link href={routes.bookFreeSurvey} prefetch={false} className={buttonClass(variant, size, className)}>
      Book a free survey
    </Link>
  );
}

export function CallLink({ variant = 'outline', size = 'lg', className }: Omit<ActionLinkProps, 'prefetch'>) {
  return (
    <a href={telHref(site.phone)} className={buttonClass(variant, size, className)}>
      <PhoneIcon />
      Call {site.phone}
    </a>
  );
}
