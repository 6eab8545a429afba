/**
 * The Get Help panel's three actions (docs/product.md §2.4). Its links are plain links; "Live
 * chat" and "Report an issue" ask the chat loader to open chat, "Request a callback" asks the
 * callback dialog. What cannot be handled on this page falls back: chat to the callback dialog,
 * the callback dialog to a phone call, so no entry is a dead end. The panel closes first, and the
 * action runs once focus is back on the "Get Help?" button, so focus returns there afterwards.
 */
import { prepareIslands, requestCallbackOr, requestChat } from '@/lib/browser/ui-events';

export type HelpAction = 'live-chat' | 'callback' | 'report-issue';

/**
 * Runs an action, falling back as above. `call` dials the phone (a navigation to `tel:`). The
 * callback dialog is a React island: asked for before the page has hydrated, it waits for the
 * framework to load first.
 */
export function runHelpAction(action: HelpAction, call: () => void): void {
  if (action !== 'callback' && requestChat({ reason: action })) return;
  requestCallbackOr(call);
}

/** Calls `prepare` when the pointer comes onto, or focus comes into, `root` (or only the part of it `selector` matches). */
function onIntent(root: HTMLElement, prepare: () => void, selector?: string): void {
  const handler = (event: Event) => {
    if (!selector || (event.target as Element | null)?.closest?.(selector)) prepare();
  };
  root.addEventListener('pointerover', handler);
  root.addEventListener('focusin', handler);
}

export function initGetHelp(dialog: HTMLDialogElement): void {
  const phoneHref = dialog.dataset.phoneHref ?? '';
  let pending: HelpAction | null = null;
  // The callback dialog is a React island: start loading it as the visitor reaches for the entry.
  onIntent(dialog, prepareIslands, '[data-help-action="callback"]');
  dialog.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-help-action]');
    if (!button) return;
    pending = button.dataset.helpAction as HelpAction;
    dialog.close();
  });
  dialog.addEventListener('close', () => {
    const action = pending;
    pending = null;
    // After the panel's own close handling has put focus back on its button.
    if (action) queueMicrotask(() => runHelpAction(action, () => window.location.assign(phoneHref)));
  });
}

/** A "Request a callback" button on a page: opens the dialog, or calls us where there is none. */
export function initCallbackButton(button: HTMLElement): void {
  const phoneHref = button.dataset.phoneHref ?? '';
  onIntent(button, prepareIslands);
  button.addEventListener('click', () => runHelpAction('callback', () => window.location.assign(phoneHref)));
}
