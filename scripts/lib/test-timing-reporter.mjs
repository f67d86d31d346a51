// A Jest reporter (registered in jest.config.js) that records each test file's duration, CPU time
// and project for `npm test`'s timing report (scripts/lib/test-timing.mjs). Jest's own `--json`
// output leaves out the project, which is what tells an integration file from a unit file; the
// CPU time comes from the test environment (test/setup/cpu-environment.js), which runs in the
// worker and appends one line per file to `<output>.cpu`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** Where to write; scripts/test.mjs sets it per Jest step. Unset (a plain `npx jest`), nothing is written. */
export const TIMING_ENV = 'INFRAGEN_JEST_TIMING';

export default class TestTimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
  }

  onRunStart() {
    const output = process.env[TIMING_ENV];
    if (output) rmSync(`${output}.cpu`, { force: true });
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats ?? {};
    this.files.push({
      path: result.testFilePath,
      file: relative(this.rootDir, result.testFilePath).split('\\').join('/'),
      project: test.context?.config?.displayName?.name ?? 'default',
      // A file that could not run has no start; it still appears, with 0 s.
      seconds: start && end ? Math.max(0, end - start) / 1000 : 0,
      status: result.testExecError || result.numFailingTests > 0 ? 'failed' : 'passed',
    });
  }

  onRunComplete() {
    const output = process.env[TIMING_ENV];
    if (!output) return;
    const cpu = new Map();
    if (existsSync(`${output}.cpu`)) {
      for (const line of readFileSync(`${output}.cpu`, 'utf8').split('\n').filter(Boolean)) {
        const { path, cpuSeconds } = JSON.parse(line);
        cpu.set(path, (cpu.get(path) ?? 0) + cpuSeconds);
      }
      rmSync(`${output}.cpu`, { force: true });
    }
    const files = this.files.map(({ path, ...file }) =>
      cpu.has(path) ? { ...file, cpuSeconds: Math.round(cpu.get(path) * 10) / 10 } : file,
    );
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify({ files }, null, 2)}\n`);
  }
}
