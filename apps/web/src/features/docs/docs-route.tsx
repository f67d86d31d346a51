import { lazy, Suspense } from 'react';
import { Messages } from '@infragen/contracts';

/** The documentation loads on first visit: its text and tables never weigh on the landing. */
const DocsPage = lazy(() => import('./docs-page'));

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
