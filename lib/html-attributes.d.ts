/**
 * HTML attributes the React types do not list yet: invoker commands (`commandfor`, `command`),
 * which open and close a `<dialog>` from a button with no script. React renders them as written.
 */
import 'react';

declare module 'react' {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
