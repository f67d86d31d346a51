import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_ROUTES, SiteCopy } from '@infragen/contracts';
import { createLogger } from '@infragen/runtime';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';

/**
 * Page loads as the api answers them: every address of the route table is 200 with the web
 * app's document titled for that page; any other is 404 with the same document (which shows the
 * not-found page), and the address is logged. The public pages rendered at build time are served
 * with their own markup; documents and scripts go out compressed. A small built app of the test's
 * own stands in for apps/web/dist.
 */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Built description" />
    <title>Built title</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
/** A page rendered at build time, as apps/web/scripts/prerender.mjs writes it. */
const prerendered = (markup: string) =>
  INDEX.replace('<div id="root"></div>', `<div id="root" data-prerendered>${markup}</div>`);
const PRICING = prerendered(`<main><h1>Pricing</h1>${'<p>Plans for every team.</p>'.repeat(200)}</main>`);
const NOT_FOUND = prerendered('<main><h1>Page not found</h1></main>');
const SCRIPT = `export const words = ${JSON.stringify('infrastructure as code '.repeat(400))};\n`;

/** A GET read as the bytes come over the wire (fetch would undo the compression by itself). */
function rawGet(
  url: string,
  acceptEncoding: string,
  accept = '*/*',
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding, accept } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('page loads: the route table, 404s and compressed assets', () => {
  let db: TestDatabase;
  let stack: Stack;
  let dist: string;
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'infragen-site-pages-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets/index-abc123.js'), SCRIPT);
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'prerendered/pricing.html'), PRICING);
    writeFileSync(join(dist, 'prerendered/404.html'), NOT_FOUND);
    writeFileSync(join(dist, 'prerendered/elsewhere.html'), prerendered('<p>not a page of the route table</p>'));
    // What the manifest says is checked: an address the route table lacks, a file name that
    // leaves the folder and a file that is missing are each ignored (those pages get index.html).
    writeFileSync(
      join(dist, 'prerendered/pages.json'),
      JSON.stringify({
        '/pricing': 'pricing.html',
        '*': '404.html',
        '/elsewhere': 'elsewhere.html',
        '/docs': '../index.html',
        '/blog': 'blog.html',
      }),
    );
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      webDistDir: dist,
      logger: createLogger('info', 'api', sink),
    });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.baseUrl}${path}`, { ...init, headers: { accept: 'text/html', ...init.headers } });

  it.each(Object.entries(PAGE_ROUTES))('answers %s with 200 and its own title and description', async (path, key) => {
    const answer = await page(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    const copy = SiteCopy.pages[key];
    expect(titleOf(html)).toBe(path === '/' ? copy.title : `${copy.title} | Infragen`);
    expect(descriptionOf(html)).toBe(copy.description);
    expect(html).toContain('/assets/index-abc123.js');
  });

  it('matches an address as the browser router does: any case, a final slash, a query', async () => {
    for (const path of ['/Pricing', '/pricing/', '/DOCS/', '/docs?q=compose', '/admin/users/']) {
      const answer = await page(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
    expect(titleOf(await (await page('/Pricing/')).text())).toBe('Pricing | Infragen');
  });

  it('answers an unknown address 404 with the document of the not-found page, and logs the address', async () => {
    for (const path of ['/no/such/page', '/pricing/extra', '/docs%2Fextra', '/blog/writing-requests']) {
      const answer = await page(path, { headers: { 'x-request-id': `missing-${path.length}` } });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      const html = await answer.text();
      expect(titleOf(html)).toBe(`${SiteCopy.notFound.title} | Infragen`);
      expect(descriptionOf(html)).toBe(SiteCopy.notFound.description);
      expect(html).toContain('<div id="root" data-prerendered><main><h1>Page not found</h1></main></div>');
    }
    const logged = lines.filter((l) => l.msg === 'page not found').map((l) => l.path);
    expect(logged).toEqual(expect.arrayContaining(['/no/such/page', '/pricing/extra', '/docs/extra']));
    expect(lines.find((l) => l.msg === 'page not found' && l.path === '/no/such/page')).toMatchObject({
      reqId: 'missing-13',
    });
  });

  it('serves a page rendered at build time with its own markup, titled for it; other pages get index.html', async () => {
    const pricing = await (await page('/Pricing/')).text();
    expect(pricing).toContain('<div id="root" data-prerendered><main><h1>Pricing</h1>');
    expect(titleOf(pricing)).toBe('Pricing | Infragen');
    expect(descriptionOf(pricing)).toBe(SiteCopy.pages.pricing.description);
    for (const path of ['/auth', '/docs', '/blog', '/']) {
      const html = await (await page(path)).text();
      expect({ path, root: html.includes('<div id="root"></div>') }).toEqual({ path, root: true });
    }
    expect((await page('/elsewhere')).status).toBe(404);
  });

  it('sends page documents compressed to a browser that takes it, never cached without asking', async () => {
    const br = await rawGet(`${stack.baseUrl}/pricing`, 'gzip, deflate, br', 'text/html');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.bytes).toString();
    expect(html).toContain('<h1>Pricing</h1>');
    expect(br.bytes.length).toBeLessThan(html.length / 10);

    const gz = await rawGet(`${stack.baseUrl}/no/such/page`, 'gzip', 'text/html');
    expect(gz.status).toBe(404);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toContain('<h1>Page not found</h1>');

    const plain = await rawGet(`${stack.baseUrl}/pricing`, 'identity', 'text/html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toContain('<h1>Pricing</h1>');
  });

  it('answers HEAD like GET, and leaves the api and missing files to their own 404s', async () => {
    expect((await page('/support', { method: 'HEAD' })).status).toBe(200);
    expect((await page('/nope', { method: 'HEAD' })).status).toBe(404);
    const api = await fetch(`${stack.baseUrl}/api/nope`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const file = await page('/assets/missing-123.js');
    expect(file.status).toBe(404);
    expect(file.headers.get('content-type')).toMatch(/json/);
  });

  it('sends the scripts compressed (brotli, else gzip) and cacheable for a year, or plain to who takes neither', async () => {
    const url = `${stack.baseUrl}/assets/index-abc123.js`;
    const raw = async (acceptEncoding: string) => {
      const { headers, bytes } = await rawGet(url, acceptEncoding);
      const get = (name: string) => {
        const value = headers[name];
        return value === undefined ? null : [value].flat().join(', ');
      };
      return { answer: { headers: { get } }, bytes };
    };
    const br = await raw('gzip, deflate, br, zstd');
    expect(br.answer.headers.get('content-encoding')).toBe('br');
    expect(br.answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.answer.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(SCRIPT);
    expect(br.bytes.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await raw('gzip, br;q=0');
    expect(gz.answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(SCRIPT);

    const plain = await raw('identity');
    expect(plain.answer.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(SCRIPT);
  });
});
