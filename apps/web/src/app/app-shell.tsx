import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@/app/store';
import { Toaster } from '@/components/ui/toaster';

/**
 * Marks the document once the app has rendered or hydrated its first page (`data-app-ready` on
 * <html>): from then on the page answers clicks. Browser tests wait for it; a page rendered at
 * build time looks ready before its script has run.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/**
 * What wraps the router on every page, in the browser and when public pages are rendered at build
 * time: one tree for both, so the prerendered markup is exactly what the browser hydrates.
 */
export function AppShell({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        {children}
        <Toaster />
        <AppReady />
      </Provider>
    </StrictMode>
  );
}
