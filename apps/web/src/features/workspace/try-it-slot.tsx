import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useHydrated } from '@/lib/use-hydrated';

// The try-it view brings the workspace's pieces with it (the landing's JavaScript budget in
// scripts/check-bundle-size.mjs counts that chunk too); the code editor follows on first code.
const TryIt = preloadableLazy(() => import('./workspace-page').then((m) => ({ default: m.TryIt })));

/** Loads the try-it's chunk: the landing loads it before it hydrates (app/routes.tsx). */
export const preloadTryIt = () => TryIt.preload();

const loading = (
  <div className="flex min-h-[12rem] items-center justify-center">
    <Spinner />
  </div>
);

/**
 * The landing's "try it" section contents. Its first render is the same for every visitor (the
 * default platform, an empty request box; a stored conversation is opened by an effect), so the
 * landing's build-time markup has it: when the app takes the page over nothing appears in its
 * place and nothing below it (the footer) moves under a visitor's pointer. Until then it is inert:
 * a tile chosen or a request typed into the build-time markup would not reach the app.
 */
export function TryItSlot() {
  const hydrated = useHydrated();
  return (
    <Suspense fallback={loading}>
      <div inert={!hydrated}>
        <TryIt />
      </div>
    </Suspense>
  );
}
