import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** `serverOnlyModulesIn(dist, modules)` of scripts/check-bundle-size.mjs (an ES module Jest cannot load). */
function serverOnlyModulesIn(dist: string, modules: string[]): { chunk: string; module: string }[] {
  const body = `import { serverOnlyModulesIn } from './scripts/check-bundle-size.mjs';
    console.log(JSON.stringify(serverOnlyModulesIn(${JSON.stringify(dist)}, ${JSON.stringify(modules)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', body], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { chunk: string; module: string }[];
}

/** A built web app's assets: each chunk with the sources its map lists (null: no map). */
function distWith(chunks: Record<string, string[] | null>): string {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-server-only-'));
  mkdirSync(join(dist, 'assets'));
  for (const [chunk, sources] of Object.entries(chunks)) {
    writeFileSync(join(dist, 'assets', chunk), 'export {};\n');
    if (sources) writeFileSync(join(dist, 'assets', `${chunk}.map`), JSON.stringify({ version: 3, sources }));
  }
  return dist;
}

describe('the bundle check finds server-only modules in any chunk of the web build', () => {
  const serverOnly = ['libs/contracts/src/messages/checks.ts'];
  const dists: string[] = [];
  afterAll(() => dists.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('names the chunk that holds one, first-load or loaded later, and passes the others', () => {
    const dist = distWith({
      'index-a.js': ['../../src/main.tsx', '../../../../libs/contracts/src/messages/site.ts'],
      'diagram-b.js': ['../../../../libs/contracts/src/messages/checks.ts'],
      'rolldown-runtime-c.js': null,
    });
    dists.push(dist);
    expect(serverOnlyModulesIn(dist, serverOnly)).toEqual([
      { chunk: 'diagram-b.js', module: 'libs/contracts/src/messages/checks.ts' },
    ]);
  });

  it('does not take a module whose name only ends the same way for it', () => {
    const dist = distWith({
      'index-a.js': ['../../src/features/checks.ts', '../../../../libs/contracts/src/checks.ts'],
    });
    dists.push(dist);
    expect(serverOnlyModulesIn(dist, serverOnly)).toEqual([]);
  });

  it('refuses to judge a build without source maps', () => {
    const dist = distWith({ 'index-a.js': null });
    dists.push(dist);
    expect(() => serverOnlyModulesIn(dist, serverOnly)).toThrow(/no source maps/);
  });
});
