import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');

interface Failure {
  step?: string;
  where: string;
  name: string;
  why: string;
}

/** Runs `failedTests` of scripts/lib/failed-tests.mjs (an ES module) on reports written to a temporary folder. */
function failuresOf(reports: { step: string; kind: 'jest' | 'playwright'; body: unknown }[]): Failure[] {
  const dir = mkdtempSync(join(tmpdir(), 'failed-tests-'));
  const listed = reports.map((r, i) => {
    const file = join(dir, `${i}.json`);
    writeFileSync(file, typeof r.body === 'string' ? r.body : JSON.stringify(r.body));
    return { step: r.step, kind: r.kind, file };
  });
  const body = `import { failedTests } from './scripts/lib/failed-tests.mjs';
console.log(JSON.stringify(failedTests(${JSON.stringify(listed)}, ${JSON.stringify(root)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', body], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Failure[];
}

describe("npm test's summary names the tests that failed", () => {
  it('names a failed Jest test with its file and the first lines of its message, colours removed', () => {
    const found = failuresOf([
      {
        step: 'jest (PGlite)',
        kind: 'jest',
        body: {
          testResults: [
            {
              name: join(root, 'libs/x/a.db.test.ts'),
              status: 'failed',
              assertionResults: [
                { status: 'passed', fullName: 'keeps the rest' },
                {
                  status: 'failed',
                  fullName: 'credits grants once',
                  failureMessages: ['\u001b[31mExpected: 1\nReceived: 2\u001b[0m\n    at x'],
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(found).toEqual([
      {
        step: 'jest (PGlite)',
        where: 'libs/x/a.db.test.ts',
        name: 'credits grants once',
        why: 'Expected: 1 | Received: 2 | at x',
      },
    ]);
  });

  it('names a file that failed outside its tests, such as a hook that timed out', () => {
    const found = failuresOf([
      {
        step: 'jest',
        kind: 'jest',
        body: {
          testResults: [
            {
              name: join(root, 'b.db.test.ts'),
              status: 'failed',
              message: 'thrown: Exceeded timeout of 5000 ms for a hook.',
              assertionResults: [],
            },
            {
              name: join(root, 'c.test.ts'),
              status: 'passed',
              assertionResults: [{ status: 'passed', fullName: 'fine' }],
            },
          ],
        },
      },
    ]);
    expect(found).toEqual([
      {
        step: 'jest',
        where: 'b.db.test.ts',
        name: '(the file, outside its tests)',
        why: 'thrown: Exceeded timeout of 5000 ms for a hook.',
      },
    ]);
  });

  it("names an unexpected Playwright result by its title path and its last attempt's error, and skips flaky and passed ones", () => {
    const spec = (title: string, status: string, message?: string) => ({
      title,
      file: 'auth.spec.ts',
      tests: [{ status, results: [{ error: { message: 'first try' } }, ...(message ? [{ error: { message } }] : [])] }],
    });
    const found = failuresOf([
      {
        step: 'e2e',
        kind: 'playwright',
        body: {
          suites: [
            {
              title: 'auth.spec.ts',
              file: 'auth.spec.ts',
              specs: [spec('signs in', 'expected')],
              suites: [
                {
                  title: 'sign-up',
                  specs: [spec('sends the mail', 'unexpected', 'Timeout 30000ms exceeded.'), spec('retried', 'flaky')],
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(found).toEqual([
      {
        step: 'e2e',
        where: 'auth.spec.ts',
        name: 'auth.spec.ts > sign-up > sends the mail',
        why: 'Timeout 30000ms exceeded.',
      },
    ]);
  });

  it('passes over a report that is missing or not JSON (a step that crashed before writing it)', () => {
    expect(failuresOf([{ step: 'jest', kind: 'jest', body: '{"testResults": [' }])).toEqual([]);
  });
});
