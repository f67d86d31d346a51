import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMetaOf } from '@infragen/contracts';

/**
 * Keeps the document's title and meta description those of the page shown (the server writes
 * them into the first document; this follows the visitor from page to page). Renders nothing.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = pageMetaOf(pathname);
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [pathname]);
  return null;
}
