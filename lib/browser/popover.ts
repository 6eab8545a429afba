/** True when a popover element is showing (false where the browser has no popovers). */
export function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}
