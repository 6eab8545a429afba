/** @jest-environment jsdom */
import { initMenuPopover } from './menu-popover';

/** jsdom has no popover API: the panel's open state and hidePopover, as a browser keeps them. */
function setUp() {
  document.body.innerHTML = `
    <button id="trigger" popovertarget="menu" aria-expanded="false">Get boiler prices</button>
    <div id="menu" popover><a id="link" href="/instant-quote/">Buy a new boiler</a><button id="inside">More</button></div>
    <a id="elsewhere" href="/contact/">Contact</a>`;
  const button = document.getElementById('trigger') as HTMLElement;
  const panel = document.getElementById('menu') as HTMLElement;
  let open = false;
  const matches = panel.matches.bind(panel);
  jest.spyOn(panel, 'matches').mockImplementation((selector: string) => (selector === ':popover-open' ? open : matches(selector)));
  const hidePopover = jest.fn(() => {
    open = false;
    panel.dispatchEvent(new Event('toggle'));
  });
  panel.hidePopover = hidePopover;
  const show = () => {
    open = true;
    panel.dispatchEvent(new Event('toggle'));
  };
  initMenuPopover(button);
  return { button, panel, show, hidePopover };
}

describe('mega menu popovers', () => {
  it('keeps aria-expanded true to the panel', () => {
    const { button, show, hidePopover } = setUp();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    show();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    hidePopover();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is followed', () => {
    const { show, hidePopover } = setUp();
    show();
    document.getElementById('link')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('closes when focus moves on past it, but not back to its button or within it', () => {
    const { panel, button, show, hidePopover } = setUp();
    show();
    panel.dispatchEvent(new FocusEvent('focusout', { relatedTarget: document.getElementById('inside') }));
    panel.dispatchEvent(new FocusEvent('focusout', { relatedTarget: button }));
    expect(hidePopover).not.toHaveBeenCalled();
    panel.dispatchEvent(new FocusEvent('focusout', { relatedTarget: document.getElementById('elsewhere') }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });
});
