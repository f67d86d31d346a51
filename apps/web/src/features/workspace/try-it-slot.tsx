import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';

// The try-it view brings the workspace's pieces with it: it loads with the workspace's chunk once
// the landing's own content has painted (the landing's JavaScript budget in
// scripts/check-bundle-size.mjs counts that chunk too); the code editor follows on first code.
const TryIt = lazy(() => import('./workspace-page').then((m) => ({ default: m.TryIt })));

const loading = (
  <div className="flex min-h-[12rem] items-center justify-center">
    <Spinner />
  </div>
);

/**
 * The landing's "try it" section contents, loaded once the landing shows. It shows the visitor's
 * own conversation (kept in their browser), so the landing's build-time markup has the spinner.
 */
export function TryItSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <TryIt />
    </Suspense>
  );
}
