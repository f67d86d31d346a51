import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the heading a deep link names (`/docs#github-push`) into view and gives it the focus,
 * once the page is there: the browser's own jump happens before a page loaded on demand exists.
 */
export function useHashTarget(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  }, [hash]);
}
