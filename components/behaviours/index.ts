/**
 * The one script every page loads (built by scripts/build-behaviours.ts into /assets/). The page
 * is complete, working HTML; each element marked `data-module="<name>"` gets its behaviour here,
 * once, as GOV.UK Frontend does. When all have started, `<html data-behaviours="ready">` says so.
 */
import { startCampaign } from './campaign';
import { initChat } from './chat';
import { initConsentBanner, initCookieSettings } from './consent';
import { initCountdown } from './countdown';
import { initExitIntent } from './exit-intent';
import { startFramework } from './framework';
import { initCallbackButton, initGetHelp } from './get-help';
import { initMenuPopover } from './menu-popover';
import { initModal } from './modal';
import { initNotFound } from './not-found';
import { startOutbox } from './outbox';
import { startSmartImages } from './smart-images';

type Init = (element: HTMLElement) => void;

/** Behaviours by `data-module` name, started in this order (a dialog before what uses it). */
export const MODULES: [name: string, init: Init][] = [
  ['countdown', (element) => void initCountdown(element)],
  ['menu-popover', initMenuPopover],
  ['modal', (element) => initModal(element as HTMLDialogElement)],
  ['get-help', (element) => initGetHelp(element as HTMLDialogElement)],
  ['callback-button', initCallbackButton],
  ['consent-banner', (element) => initConsentBanner(element)],
  ['cookie-settings', initCookieSettings],
  ['chat', initChat],
  ['exit-intent', () => initExitIntent()],
  ['not-found', (element) => initNotFound(element)],
];

/** Starts every behaviour whose element is on the page and not started yet. */
export function startBehaviours(root: ParentNode = document): void {
  for (const [name, init] of MODULES) {
    for (const element of root.querySelectorAll<HTMLElement>(`[data-module~="${name}"]`)) {
      const started = (element.dataset.moduleStarted ?? '').split(' ').filter(Boolean);
      if (started.includes(name)) continue;
      element.dataset.moduleStarted = [...started, name].join(' ');
      try {
        init(element);
      } catch (error) {
        // One behaviour failing leaves the others, and the HTML underneath, working.
        console.error(`Behaviour "${name}" failed to start`, error);
      }
    }
  }
}

/** Starts everything; `outboxSenderSrc` is the URL of the outbox sender script, loaded only when a lead is kept. */
export function start(outboxSenderSrc = ''): void {
  startSmartImages();
  startBehaviours();
  startOutbox(outboxSenderSrc);
  startCampaign();
  startFramework();
  document.documentElement.setAttribute('data-behaviours', 'ready');
}
