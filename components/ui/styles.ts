/**
 * The site's style vocabulary for elements that recur: cards and text links (buttons are in
 * button.ts). Plain functions returning Tailwind classes, so server components, islands and
 * behaviours share them without any JavaScript on the page.
 */

/**
 * Class names joined with spaces, falsy ones dropped. It does not merge: pass one utility per
 * property, as a variant and an `extra` that both set padding would both apply.
 */
export function cn(...classes: ReadonlyArray<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

export type CardPadding = 'none' | 'md' | 'lg';

const cardPadding: Record<CardPadding, string> = { none: '', md: 'p-5', lg: 'p-6' };

/**
 * The site's card: white, rounded, a light brand border, raised with a small shadow unless
 * `flat`; `interactive` darkens the border on hover, for cards that are links.
 */
export function cardClass({ padding = 'md', flat = false, interactive = false }: { padding?: CardPadding; flat?: boolean; interactive?: boolean } = {}, extra?: string): string {
  return cn('rounded-xl border border-brand-100 bg-white', cardPadding[padding], !flat && 'shadow-sm', interactive && 'hover:border-brand-300', extra);
}

export type TextLinkVariant = 'inline' | 'action' | 'list' | 'menu' | 'footer' | 'nav';

const textLinks: Record<TextLinkVariant, string> = {
  /** A link in running text or a fact list. */
  inline: 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900',
  /** A link standing alone as an action: a 44 px target. */
  action: 'inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900',
  /** One of many links in a list (sitemap, areas): underlined on hover. */
  list: 'inline-flex min-h-8 items-center text-brand-800 underline-offset-2 hover:underline',
  /** A link in the mega menus. */
  menu: 'inline-flex min-h-8 items-center text-brand-900 underline-offset-2 hover:underline',
  /** A link on the dark footer. */
  footer: 'inline-flex min-h-8 items-center text-brand-100 underline-offset-2 hover:text-white hover:underline',
  /** A top-level item of the header's navigation. */
  nav: 'flex min-h-11 items-center rounded-md px-2 text-brand-900 hover:bg-brand-50',
};

/** A text link's classes, by where it stands. */
export function textLinkClass(variant: TextLinkVariant = 'inline', extra?: string): string {
  return cn(textLinks[variant], extra);
}
