/**
 * The islands a page can start with React alone, without the framework's client (mount.ts): each
 * by the name its root carries (`data-island`, IslandRoot), which is also where it lives, the
 * island `<name>` being `components/islands/<name>/<name>.tsx` (the build reads that, to list the
 * code a page loads with it). Each loads only on a page that has one.
 */
import type { ComponentProps } from 'react';

/** Each island's loader, by name: its module, fetched when a page that has the island starts it. */
export const ISLANDS = {
  'lead-dialogs': () => import('@/components/islands/lead-dialogs/lead-dialogs').then((module) => module.LeadDialogs),
  'brand-carousel': () => import('@/components/islands/brand-carousel/brand-carousel').then((module) => module.BrandCarousel),
  'finance-calculator': () => import('@/components/islands/finance-calculator/finance-calculator').then((module) => module.FinanceCalculator),
  'url-generator': () => import('@/components/islands/url-generator/url-generator').then((module) => module.UrlGenerator),
  'quote-results': () => import('@/components/islands/quote-results/quote-results').then((module) => module.QuoteResults),
};

export type IslandName = keyof typeof ISLANDS;

/** The props of island `N`, as its root writes them into the page (JSON). */
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof ISLANDS)[N]>>>;

/** The module of island `name`, from the project's root (the build's entry for its code). */
export const islandSource = (name: IslandName): string => `components/islands/${name}/${name}.tsx`;

/** Every island the runtime can start. */
export const islandNames = (): IslandName[] => Object.keys(ISLANDS) as IslandName[];
