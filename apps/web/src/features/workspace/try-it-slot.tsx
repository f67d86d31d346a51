import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The try-it view brings the workspace's pieces with it: it loads with the workspace's chunk once
// the landing's own content has painted (the landing's JavaScript budget in
// scripts/check-bundle-size.mjs counts that chunk too); the code editor follows on first code.
const TryIt = lazy(() => import('./workspace-page').then((m) => ({ default: m.TryIt })));

/** The landing's "try it" section contents, loaded once the landing shows. */
export function TryItSlot() {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[12rem] items-center justify-center">
          <Spinner />
        </div>
      }
    >
      <TryIt />
    </Suspense>
  );
}
