// A Jest reporter (registered in jest.config.js) that records each test file's duration and
// project for `npm test`'s timing report (scripts/lib/test-timing.mjs). Jest's own `--json` output
// leaves out the project, which is what tells an integration file from a unit file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** Where to write; scripts/test.mjs sets it per Jest step. Unset (a plain `npx jest`), nothing is written. */
export const TIMING_ENV = 'INFRAGEN_JEST_TIMING';

export default class TestTimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats ?? {};
    this.files.push({
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
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify({ files: this.files }, null, 2)}\n`);
  }
}
