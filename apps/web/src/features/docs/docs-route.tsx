import { Suspense } from 'react';
import { Messages } from '@infragen/contracts';
import { preloadableLazy } from '@/lib/preloadable-lazy';

/** The documentation loads on first visit: its text and tables never weigh on the landing. */
const DocsPage = preloadableLazy(() => import('./docs-page'));

/** Loads the documentation's chunk ahead of rendering it. */
export const preloadDocs = () => DocsPage.preload();

export function DocsRoute() {
  return (
    <Suspense
      fallback={
        <div className="min-h-screen" role="status">
          <span className="sr-only">{Messages.common.loading}</span>
        </div>
      }
    >
      <DocsPage />
    </Suspense>
  );
}
