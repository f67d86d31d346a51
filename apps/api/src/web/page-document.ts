import { pageMetaOf, pageRouteOf, type PagePath } from '@infragen/contracts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The built index.html with the title and meta description of the page at `pathname`, so a
 * crawler or a link preview reads the page's own words before any script runs (the web app keeps
 * them up to date as the visitor moves on).
 */
export function documentFor(template: string, pathname: string): string {
  const { title, description } = pageMetaOf(pathname);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
}

/**
 * The page route a request's address shows, as the browser's router will match it: without the
 * query, percent-decoded, case-insensitive, a final slash ignored. Null when no page has it.
 */
export function pageRouteOfUrl(url: string): { pathname: string; route: PagePath | null } {
  const raw = url.split('?')[0] ?? '/';
  let pathname = raw;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    // An undecodable address matches no page; the error filter has already named it if it is malformed.
  }
  return { pathname, route: pageRouteOf(pathname) };
}
