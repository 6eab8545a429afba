/**
 * Side panels and dialogs built on the native modal `<dialog>` (the Get Help panel, the phone
 * menu). Their buttons open them with invoker commands (`commandfor` + `command="show-modal"`),
 * which browsers without support get from here. The platform makes the rest of the page inert,
 * closes on Escape and returns focus; this adds a Tab loop inside, a click on the backdrop to
 * close, `aria-expanded` on the buttons, and closing when a link inside is followed.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function supportsInvokerCommands(): boolean {
  return 'command' in HTMLButtonElement.prototype;
}

/** Tab and Shift+Tab stay inside the dialog, wrapping at either end. */
export function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]') && element.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function initModal(dialog: HTMLDialogElement): void {
  const openers = () => Array.from(document.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"][command="show-modal"]`));
  let opener: HTMLElement | null = null;

  const sync = () => {
    for (const button of openers()) button.setAttribute('aria-expanded', String(dialog.open));
  };
  sync();

  if (!supportsInvokerCommands()) {
    for (const button of openers()) {
      button.addEventListener('click', () => {
        if (!dialog.open) dialog.showModal();
      });
    }
    for (const button of dialog.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"][command="close"]`)) {
      button.addEventListener('click', () => dialog.close());
    }
  }

  // Opened by a command or by script: note who opened it, for the focus to return to.
  new MutationObserver(() => {
    if (dialog.open) opener ??= document.activeElement instanceof HTMLElement && !dialog.contains(document.activeElement) ? document.activeElement : null;
    sync();
  }).observe(dialog, { attributes: true, attributeFilter: ['open'] });

  dialog.addEventListener('close', () => {
    const target = opener;
    opener = null;
    sync();
    if (target?.isConnected && (document.activeElement === document.body || document.activeElement === null || dialog.contains(document.activeElement))) target.focus();
  });
  dialog.addEventListener('keydown', (event) => trapTab(dialog, event));
  dialog.addEventListener('click', (event) => {
    // A click on the dialog element itself, not its content, is a click on the backdrop.
    if (event.target === dialog) dialog.close();
    else if ((event.target as Element).closest('a[href]')) dialog.close();
  });
}
