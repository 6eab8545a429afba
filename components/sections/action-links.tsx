/**
 * The site's calls to action as plain links (no JavaScript): get boiler prices, book a free
 * survey, call us. One wording and one destination each, styled by the caller's variant and size.
 */
import type { ReactNode } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/shared/forms/phone';

interface ActionLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function QuoteLink({ variant = 'primary', size = 'lg', className }: ActionLinkProps) {
  return (
    <a href={routes.instantQuote} className={buttonClass(variant, size, className)}>
      Get boiler prices
    </a>
  );
}

export function SurveyLink({ variant = 'outline', size = 'lg', className }: ActionLinkProps) {
  return (
    <a href={routes.bookFreeSurvey} className={buttonClass(variant, size, className)}>
      Book a free survey
    </a>
  );
}

export function CallLink({ variant = 'outline', size = 'lg', className }: ActionLinkProps) {
  return (
    <a href={telHref(site.phone)} className={buttonClass(variant, size, className)}>
      <PhoneIcon />
      Call {site.phone}
    </a>
  );
}

/**
 * "Request a callback": opens the callback dialog (the Get Help behaviour's `callback-button`
 * runs it, falling back to a phone call where there is no dialog). It needs scripts, so with
 * scripts off it is left out; the call link beside it stays.
 */
export function CallbackButton({ variant = 'outline', size = 'lg', className, children = 'Request a callback' }: ActionLinkProps & { children?: ReactNode }) {
  return (
    <button type="button" data-module="callback-button" data-phone-href={telHref(site.phone)} className={buttonClass(variant, size, `js-only ${className ?? ''}`.trim())}>
      {children}
    </button>
  );
}
