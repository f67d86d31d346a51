import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
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
 * not-found page), and the address is logged. The web app's scripts go out compressed. A small
 * built app of the test's own stands in for apps/web/dist.
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
const SCRIPT = `export const words = ${JSON.stringify('infrastructure as code '.repeat(400))};\n`;

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
      expect(html).toContain('<div id="root"></div>');
    }
    const logged = lines.filter((l) => l.msg === 'page not found').map((l) => l.path);
    expect(logged).toEqual(expect.arrayContaining(['/no/such/page', '/pricing/extra', '/docs/extra']));
    expect(lines.find((l) => l.msg === 'page not found' && l.path === '/no/such/page')).toMatchObject({
      reqId: 'missing-13',
    });
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
    // fetch would undo the compression by itself: read the bytes as they come over the wire.
    const raw = (acceptEncoding: string) =>
      new Promise<{ answer: { headers: { get(name: string): string | null } }; bytes: Buffer }>((resolve, reject) => {
        get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const header = (name: string) => {
              const value = response.headers[name];
              return value === undefined ? null : [value].flat().join(', ');
            };
            resolve({ answer: { headers: { get: header } }, bytes: Buffer.concat(chunks) });
          });
        }).on('error', reject);
      });
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
