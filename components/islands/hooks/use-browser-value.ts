/**
 * The one way an island reads what only the browser knows (its storage, the page's query string):
 * `undefined` in the server render and in the first render in the browser, so the two match and
 * hydration is clean, then the value read once, on mount.
 */
import { useEffect, useState } from 'react';

export function useBrowserValue<T>(read: () => T): T | undefined {
  const [box, setBox] = useState<{ value: T }>();
  useEffect(() => {
    // The one place an island sets state from an effect: what `read` sees does not exist on the
    // server, so it can only arrive in the render after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBox({ value: read() });
    // Read once: a later `read` (a new closure each render) must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return box?.value;
}
