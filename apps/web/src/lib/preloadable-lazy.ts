import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };
// Any props, as React.lazy itself accepts: a component with required props is not a ComponentType<object>.
/* eslint-disable @typescript-eslint/no-explicit-any */

export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Loads the component's chunk; once it has, the component renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy, plus a way to load the chunk ahead of rendering. A page whose markup was rendered at
 * build time loads its chunks first and then hydrates in one pass: a lazy component whose module
 * is already here hands it to React synchronously (a thenable that resolves at once), so no part
 * of the page stays dehydrated, unresponsive to clicks, while its chunk arrives.
 */
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<Module<T>>): PreloadableLazy<T> {
  let loaded: Module<T> | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    return { then: (resolve: (value: Module<T>) => void) => resolve(module) } as unknown as Promise<Module<T>>;
  });
  return Object.assign(component, { preload });
}
