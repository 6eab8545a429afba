/**
 * Button and link-button classes. A plain function, so server components can style links as
 * buttons without shipping any JavaScript. Every size keeps the target at least 44 px high.
 */
import { cn } from './styles';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'danger';
export type ButtonSize = 'compact' | 'sm' | 'md' | 'tall' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold text-center no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800',
  secondary: 'bg-brand-800 text-white hover:bg-brand-900',
  outline: 'border-2 border-brand-800 bg-white text-brand-900 hover:bg-brand-50',
  ghost: 'text-brand-900 hover:bg-brand-50',
  inverse: 'bg-white text-brand-900 hover:bg-brand-50',
  /** What cannot be undone (erasing a lead): white on red-700 is 6.4:1. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  /** Header buttons: tight on small laptops, roomier from 1280 px. */
  compact: 'min-h-11 whitespace-nowrap px-2 text-sm xl:px-3',
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  /** The quote's own buttons: a 48 px target at body size. */
  tall: 'min-h-12 px-5 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return cn(base, variants[variant], sizes[size], extra);
}
