/**
 * Toasts (docs/product.md §9): short messages at the top of the screen that leave by themselves,
 * at most three at a time, each with a close button. Plain DOM, shared by the behaviours (the
 * outbox) and the islands (the callback dialog). The toaster is a manual popover, so it shows
 * above an open modal dialog, and a polite live region, so screen readers hear each message.
 */
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/lib/ui-config';
import { isPopoverOpen } from './popover';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  description?: string;
  /** How long it stays, in ms (TOAST_DURATION_MS unless given). */
  duration?: number;
}

/** The id of the (server-rendered) toaster region; created here on a page without one. */
export const TOASTER_ID = 'site-toaster';

function toaster(): HTMLElement {
  let region = document.getElementById(TOASTER_ID);
  if (!region) {
    region = document.createElement('section');
    region.id = TOASTER_ID;
    region.className = 'toaster';
    region.setAttribute('aria-label', 'Notifications');
    region.setAttribute('popover', 'manual');
    const list = document.createElement('ol');
    list.setAttribute('aria-live', 'polite');
    region.append(list);
    document.body.append(region);
  }
  return region;
}

function show(region: HTMLElement): void {
  if (typeof region.showPopover !== 'function') return;
  // Shown again each time, so it sits above any dialog opened since.
  if (isPopoverOpen(region)) region.hidePopover();
  region.showPopover();
}

/** Shows a toast; returns a function that dismisses it early. */
export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): () => void {
  const region = toaster();
  const list = region.querySelector('ol') ?? region;
  const item = document.createElement('li');
  item.className = `toast toast-${kind}`;
  item.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  const text = document.createElement('div');
  const title = document.createElement('p');
  title.className = 'toast-title';
  title.textContent = message;
  text.append(title);
  if (options.description) {
    const description = document.createElement('p');
    description.className = 'toast-description';
    description.textContent = options.description;
    text.append(description);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', 'Close notification');
  close.textContent = '×';
  item.append(text, close);

  let timer = 0;
  const dismiss = () => {
    window.clearTimeout(timer);
    item.remove();
    if (!list.children.length && isPopoverOpen(region)) region.hidePopover();
  };
  close.addEventListener('click', dismiss);
  list.append(item);
  while (list.children.length > TOAST_MAX_VISIBLE) list.firstElementChild?.remove();
  show(region);
  timer = window.setTimeout(dismiss, options.duration ?? TOAST_DURATION_MS);
  return dismiss;
}
