import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageRouteOf, type PagePath } from '@infragen/contracts';

/**
 * The web build's prerendered documents (apps/web/scripts/prerender.mjs): `prerendered/pages.json`
 * maps each page address, and "*" for the not-found page, to a file beside it. A build without
 * them (or a manifest naming an address the route table does not have, or a missing file) leaves
 * those pages to index.html: the app then renders them in the browser, as before.
 */
export function readPrerenderedPages(distDir: string): Map<PagePath | '*', string> {
  const dir = join(distDir, 'prerendered');
  const manifestFile = join(dir, 'pages.json');
  const pages = new Map<PagePath | '*', string>();
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  for (const [address, file] of Object.entries(manifest)) {
    const key = address === '*' ? '*' : pageRouteOf(address);
    if (!key || typeof file !== 'string' || !/^[a-z0-9-]+\.html$/.test(file)) continue;
    const path = join(dir, file);
    if (existsSync(path)) pages.set(key, readFileSync(path, 'utf8'));
  }
  return pages;
}
