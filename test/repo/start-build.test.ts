import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');

describe("npm start's build of packages with a build script of their own", () => {
  it('fails with a message naming npm when npm cannot be run, instead of an unhandled spawn error', () => {
    // A repository of one package with a build script and nothing built yet.
    const repo = mkdtempSync(join(tmpdir(), 'infragen-start-build-'));
    try {
      writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'r', workspaces: ['tool'] }));
      mkdirSync(join(repo, 'tool/src'), { recursive: true });
      writeFileSync(join(repo, 'tool/package.json'), JSON.stringify({ name: 'tool', scripts: { build: 'true' } }));
      writeFileSync(join(repo, 'tool/src/a.js'), '');
      const body = `
        import { buildScriptPackages } from ${JSON.stringify(join(root, 'scripts/lib/start-build.mjs'))};
        const log = { write() {} };
        buildScriptPackages(${JSON.stringify(repo)}, { say() {}, log, logPath: 'log' }).then(
          () => console.log('built'),
          (error) => console.log('refused: ' + error.message),
        );`;
      // PATH without npm: spawning it fails with ENOENT.
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', body], {
        encoding: 'utf8',
        env: { ...process.env, PATH: join(repo, 'no-such-bin') },
      });
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^refused: building tool failed \(exit ENOENT\)/);
      expect(result.stdout).toMatch(/could not run npm to build tool: spawn npm ENOENT/);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
