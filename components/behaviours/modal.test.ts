/** @jest-environment jsdom */
import { initModal, trapTab } from './modal';

beforeAll(() => {
  // jsdom lays nothing out; every element counts as shown.
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

/** Lets the MutationObserver that watches `open` run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  document.body.innerHTML = `
    <button id="opener" commandfor="panel" command="show-modal" aria-expanded="false">Get Help?</button>
    <dialog id="panel">
      <button id="close" commandfor="panel" command="close">Close</button>
      <a id="first-link" href="/book-free-survey/">Book a free survey</a>
      <a id="last-link" href="tel:+441632960100">Call us</a>
    </dialog>`;
  const dialog = document.getElementById('panel') as HTMLDialogElement;
  initModal(dialog);
  return { dialog, opener: document.getElementById('opener') as HTMLButtonElement };
}

describe('modal dialogs', () => {
  it('opens from its button where the browser has no invoker commands, and says so in aria-expanded', async () => {
    const { dialog, opener } = setUp();
    opener.focus();
    opener.click();
    await settle();
    expect(dialog.open).toBe(true);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes from its close button and gives focus back to the button that opened it', async () => {
    const { dialog, opener } = setUp();
    opener.focus();
    opener.click();
    await settle();
    (document.getElementById('close') as HTMLButtonElement).focus();
    (document.getElementById('close') as HTMLButtonElement).click();
    await settle();
    expect(dialog.open).toBe(false);
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop and when a link inside is followed', async () => {
    const { dialog, opener } = setUp();
    opener.click();
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog.open).toBe(false);
    opener.click();
    (document.getElementById('first-link') as HTMLAnchorElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog.open).toBe(false);
  });

  it('keeps Tab inside: past the last control to the first, and Shift+Tab from the first to the last', () => {
    const { dialog } = setUp();
    dialog.showModal();
    const first = document.getElementById('close') as HTMLElement;
    const last = document.getElementById('last-link') as HTMLElement;
    last.focus();
    const forward = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    trapTab(dialog, forward);
    expect(document.activeElement).toBe(first);
    expect(forward.defaultPrevented).toBe(true);
    const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, cancelable: true });
    trapTab(dialog, back);
    expect(document.activeElement).toBe(last);
    const other = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    trapTab(dialog, other);
    expect(other.defaultPrevented).toBe(false);
  });
});
