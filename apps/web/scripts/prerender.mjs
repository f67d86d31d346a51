/**
 * After `vite build` (the browser's files in dist/) and `vite build --ssr` (the same app built for
 * Node in dist-ssr/): renders each public page and writes it as a whole document,
 * dist/prerendered/<page>.html, with dist/prerendered/pages.json saying which address each file is
 * for ("*": the not-found page); the api serves them. A page that fails to render fails the build.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const out = join(dist, 'prerendered');
const ssr = join(web, 'dist-ssr', 'prerender.js');

const { renderPage, PRERENDERED_PAGES, NOT_FOUND_SAMPLE, PRERENDERED_ATTRIBUTE } = await import(
  pathToFileURL(ssr).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = /<div id="root">[\s\S]*?<!-- \/root -->\s*<\/div>/;
if (!ROOT.test(template)) throw new Error('dist/index.html has no root element ending in <!-- /root -->');

/** The file a page's document is kept in: "/" is index.html, "/docs" docs.html. */
const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '--')}.html`);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages = [...PRERENDERED_PAGES.map((path) => [path, path, fileOf(path)]), ['*', NOT_FOUND_SAMPLE, '404.html']];
const manifest = {};
for (const [key, path, file] of pages) {
  const markup = await renderPage(path);
  const document = template.replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>`);
  writeFileSync(join(out, file), document);
  manifest[key] = file;
}
writeFileSync(join(out, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${pages.length} pages into ${out}`);
