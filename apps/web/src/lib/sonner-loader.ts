/**
 * The toast library (sonner, about 9 KB gzipped) is fetched on the first toast instead of with
 * every page: most visits never show one, and the public pages and /app have a JavaScript budget.
 * The root's <Toaster /> renders sonner once it has loaded and reports when it is mounted, because
 * a toast fired before sonner's Toaster subscribes would be lost.
 */
type Sonner = typeof import('sonner');

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const subscribers = new Set<() => void>();

let reportMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (reportMounted = resolve));

/** Starts loading sonner (once); the root's Toaster re-renders when it is in. */
function load(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    loaded = module;
    subscribers.forEach((notify) => notify());
    return module;
  });
  return loading;
}

/** sonner, once loaded and its Toaster mounted at the root. */
export async function sonnerReady(): Promise<Sonner> {
  const module = await load();
  await mounted;
  return module;
}

/** For useSyncExternalStore in the root's Toaster. */
export const sonnerStore = {
  subscribe(notify: () => void): () => void {
    subscribers.add(notify);
    return () => subscribers.delete(notify);
  },
  current: (): Sonner | undefined => loaded,
  mounted: (): void => reportMounted(),
};
