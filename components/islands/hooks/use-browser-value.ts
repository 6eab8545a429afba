/**
 * The one way an island reads what only the browser knows (its storage, the page's query string):
 * `undefined` in the server render and in the first render in the browser, so the two match and
 * hydration is clean, then the value read once, on mount. `read` may answer with a promise, when
 * reading needs a module loaded first: the value arrives once it resolves (so the promise must
 * answer its failures with a value of its own, never reject).
 */
import { useEffect, useState } from 'react';

export function useBrowserValue<T>(read: () => T | Promise<T>): T | undefined {
  const [box, setBox] = useState<{ value: T }>();
  useEffect(() => {
    // The one place an island sets state from an effect: what `read` sees does not exist on the
    // server, so it can only arrive in the render after hydration (or once its promise resolves).
    const value = read();
    if (value instanceof Promise) void value.then((settled) => setBox({ value: settled }));
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setBox({ value });
    // Read once: a later `read` (a new closure each render) must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return box?.value;
}
