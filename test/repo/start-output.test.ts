import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/**
 * Runs `body` as an ES module beside `npm start`'s helpers (scripts/lib, plain .mjs that Jest's
 * CommonJS runtime cannot load) and returns what it printed as JSON.
 */
function run<T>(body: string): T {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', body], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

const line = (fields: Record<string, unknown>) => JSON.stringify({ time: 1, pid: 7, name: 'api', ...fields });

describe("npm start's terminal output", () => {
  it('sends log lines to the file, and to the terminal only errors, plain text and (after the banner) warnings', () => {
    const lines = [
      line({ level: 30, context: 'InstanceLoader', msg: 'AppModule dependencies initialized' }),
      line({ level: 40, msg: 'SMTP_URL is not set' }),
      line({ level: 50, msg: 'database unreachable', err: { message: 'ECONNREFUSED' } }),
      'TypeError: boom',
      line({ level: 40, msg: 'a warning after the banner' }),
    ];
    const out = run<{ terminal: string[]; file: string[]; notes: string[] }>(`
      import { LogRouter } from './scripts/lib/start-output.mjs';
      const file = [];
      const terminal = [];
      const router = new LogRouter({ name: 'api', file: { write: (t) => file.push(t) }, terminal: (l) => terminal.push(l) });
      const lines = ${JSON.stringify(lines)};
      // Chunks that split lines anywhere, as pipes do.
      const text = lines.slice(0, 4).join('\\n') + '\\n';
      router.write(text.slice(0, 17), 'stdout');
      router.write(text.slice(17), 'stdout');
      router.bannerShown = true;
      router.write(lines[4], 'stderr');
      router.flush();
      console.log(JSON.stringify({ terminal, file: file.join('').trimEnd().split('\\n'), notes: router.notes }));
    `);
    expect(out.file).toEqual(lines);
    expect(out.terminal).toEqual([
      '[api] error: database unreachable (ECONNREFUSED)',
      '[api] TypeError: boom',
      '[api] warn: a warning after the banner',
    ]);
    expect(out.notes).toEqual(['SMTP_URL is not set']);
  });

  it('keeps the demo administrator for the banner and leaves its password out of the log file', () => {
    const created = line({
      level: 40,
      email: 'admin@infragen.local',
      password: 'Secret-1234',
      msg: 'demo administrator created (no ADMIN_EMAIL configured): sign in at /admin/login',
    });
    const out = run<{ terminal: string[]; file: string; admin: unknown }>(`
      import { LogRouter } from './scripts/lib/start-output.mjs';
      const file = [];
      const terminal = [];
      const router = new LogRouter({ name: 'api', file: { write: (t) => file.push(t) }, terminal: (l) => terminal.push(l) });
      router.write(${JSON.stringify(`${created}\n`)});
      console.log(JSON.stringify({ terminal, file: file.join(''), admin: router.demoAdmin }));
    `);
    expect(out.admin).toEqual({ email: 'admin@infragen.local', password: 'Secret-1234' });
    expect(out.file).toContain('admin@infragen.local');
    expect(out.file).not.toContain('Secret-1234');
    expect(out.terminal).toEqual([]);
  });

  it('prints every line as it is with --verbose', () => {
    const info = line({ level: 30, msg: 'Nest application successfully started' });
    const out = run<string[]>(`
      import { LogRouter } from './scripts/lib/start-output.mjs';
      const terminal = [];
      const router = new LogRouter({ name: 'api', file: { write() {} }, terminal: (l) => terminal.push(l), verbose: true });
      router.write(${JSON.stringify(`${info}\n`)});
      console.log(JSON.stringify(terminal));
    `);
    expect(out).toEqual([info]);
  });

  it('has a banner saying what runs where, the first sign-in, the logs and how to stop, in a few lines', () => {
    const banner = run<string[]>(`
      import { banner, displayUrl } from './scripts/lib/start-output.mjs';
      console.log(JSON.stringify(banner({
        url: 'http://localhost:3000',
        api: 'pid 10, listening on 0.0.0.0:3000',
        worker: 'pid 11, 50 generations at a time',
        database: displayUrl('postgresql://infragen:hunter2@db:5432/infragen'),
        redis: displayUrl('redis://:s3cret@127.0.0.1:6379'),
        admin: { email: 'admin@infragen.local', password: 'Secret-1234' },
        logs: '/data/logs/{api,worker,build}.log',
        notes: ['SMTP_URL is not set'],
      })));
    `);
    const text = banner.join('\n');
    expect(banner[1]).toBe('Infragen is running at http://localhost:3000');
    for (const part of ['api', 'worker', 'database', 'redis', 'admin@infragen.local', 'Secret-1234', '/data/logs/'])
      expect(text).toContain(part);
    expect(text).toContain('Ctrl+C');
    expect(text).toContain('postgresql://db:5432/infragen');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('s3cret');
    expect(banner.length).toBeLessThanOrEqual(16);
  });

  it('on later starts names the administrator without a password', () => {
    const banner = run<string[]>(`
      import { banner } from './scripts/lib/start-output.mjs';
      console.log(JSON.stringify(banner({ url: 'http://localhost:3000', api: '', worker: '', database: '', redis: '',
        admin: { email: 'admin@infragen.local' }, logs: '' })));
    `);
    expect(banner.join('\n')).toMatch(/admin@infragen\.local \(password shown at the first start/);
    expect(banner.join('\n')).not.toContain('password:');
  });
});

describe("npm start's build", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('transpiles what tsc would emit, only where the source is newer than its output', () => {
    const dir = mkdtempSync(join(tmpdir(), 'infragen-transpile-'));
    dirs.push(dir);
    const pkg = join(dir, 'libs/demo');
    mkdirSync(join(pkg, 'src/nested/__tests__'), { recursive: true });
    mkdirSync(join(pkg, 'src/testing'), { recursive: true });
    writeFileSync(join(pkg, 'src/index.ts'), "export const answer: number = 42;\nexport * from './nested/part';\n");
    writeFileSync(join(pkg, 'src/nested/part.ts'), 'export const part = (x: string): string => x;\n');
    writeFileSync(join(pkg, 'src/nested/part.test.ts'), 'test.todo("x");\n');
    writeFileSync(join(pkg, 'src/nested/__tests__/a.ts'), 'export {};\n');
    writeFileSync(join(pkg, 'src/testing/fixture.ts'), 'export {};\n');
    writeFileSync(join(pkg, 'src/types.d.ts'), 'export type T = string;\n');
    const tsconfig = {
      compilerOptions: { rootDir: 'src', outDir: 'dist' },
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/__tests__/**', 'src/**/testing/**'],
    };
    const transpile = () =>
      run<{ transpiled: number; current: number; answer: number }>(`
        import { transpilePackages } from './scripts/lib/transpile.mjs';
        import { createRequire } from 'node:module';
        const result = await transpilePackages(${JSON.stringify(root)}, [{ dir: ${JSON.stringify(pkg)}, tsconfig: ${JSON.stringify(tsconfig)} }]);
        const built = createRequire(import.meta.url)(${JSON.stringify(join(pkg, 'dist/index.js'))});
        console.log(JSON.stringify({ ...result, answer: built.answer + built.part('').length }));
      `);
    expect(transpile()).toEqual({ transpiled: 2, current: 0, answer: 42 });
    expect(transpile()).toEqual({ transpiled: 0, current: 2, answer: 42 });
    const later = new Date(Date.now() + 5_000);
    writeFileSync(join(pkg, 'src/index.ts'), "export const answer = 43;\nexport * from './nested/part';\n");
    utimesSync(join(pkg, 'src/index.ts'), later, later);
    expect(transpile()).toEqual({ transpiled: 1, current: 1, answer: 43 });
  });

  it('copies the JSON files the tsconfig includes beside the code that imports them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'infragen-transpile-'));
    dirs.push(dir);
    const pkg = join(dir, 'libs/demo');
    mkdirSync(join(pkg, 'src/rules/open'), { recursive: true });
    writeFileSync(join(pkg, 'src/rules/open/rule.json'), '{ "id": "IG-X-001" }\n');
    writeFileSync(
      join(pkg, 'src/rules/open/rule.ts'),
      "import spec from './rule.json';\nexport const rule = spec.id;\n",
    );
    writeFileSync(join(pkg, 'src/index.ts'), "export { rule } from './rules/open/rule';\n");
    writeFileSync(join(pkg, 'src/other.json'), '{}\n');
    const tsconfig = {
      compilerOptions: { rootDir: 'src', outDir: 'dist' },
      include: ['src/**/*.ts', 'src/rules/**/rule.json'],
    };
    const built = run<{ transpiled: number; rule: string }>(`
      import { transpilePackages } from './scripts/lib/transpile.mjs';
      import { createRequire } from 'node:module';
      const result = await transpilePackages(${JSON.stringify(root)}, [{ dir: ${JSON.stringify(pkg)}, tsconfig: ${JSON.stringify(tsconfig)} }]);
      const built = createRequire(import.meta.url)(${JSON.stringify(join(pkg, 'dist/index.js'))});
      console.log(JSON.stringify({ transpiled: result.transpiled, rule: built.rule }));
    `);
    // index.ts, rule.ts and rule.json; other.json is not included, so not copied.
    expect(built).toEqual({ transpiled: 3, rule: 'IG-X-001' });
    expect(readFileSync(join(pkg, 'dist/rules/open/rule.json'), 'utf8')).toBe('{ "id": "IG-X-001" }\n');
    expect(() => readFileSync(join(pkg, 'dist/other.json'))).toThrow();
  });

  it('finds the packages to build in the root package.json', () => {
    const workspaces = run<{ dir: string; build: string }[]>(`
      import { listWorkspaces } from './scripts/lib/workspaces.mjs';
      console.log(JSON.stringify(listWorkspaces(${JSON.stringify(root)}).map(({ dir, build }) => ({ dir, build }))));
    `);
    const declared = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
      .workspaces;
    expect(workspaces.map((w) => w.dir)).toEqual(declared);
    expect(workspaces.find((w) => w.dir === 'apps/web')?.build).toBe('script');
    expect(workspaces.find((w) => w.dir === 'apps/api')?.build).toBe('transpile');
  });
});
