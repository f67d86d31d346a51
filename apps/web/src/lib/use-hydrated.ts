import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a page is rendered at build time and while the browser hydrates that markup, true
 * from the next render on: parts that depend on the visitor's browser (their stored session, the
 * code they generated) render only then, so the markup hydrated is the markup that was built.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
