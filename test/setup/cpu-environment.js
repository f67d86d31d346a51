// Jest test environments that also record each test file's CPU time (user + system) for `npm
// test`'s timing report (scripts/lib/test-timing.mjs). Wall time on a shared machine says as much
// about the neighbours as about the file; CPU time says what the file costs. Written only when
// scripts/test.mjs asks (INFRAGEN_JEST_TIMING), as one JSON line per file beside that report.
const { appendFileSync, readFileSync } = require('node:fs');

/** The timing report's path (scripts/lib/test-timing-reporter.mjs's TIMING_ENV). */
const TIMING_ENV = 'INFRAGEN_JEST_TIMING';
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds of child processes this worker started and has waited for (a PGlite process, an
 * `npm start`), from /proc (Linux; elsewhere 0): process.cpuUsage covers this process's threads only.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function withCpu(Base) {
  return class CpuRecordingEnvironment extends Base {
    constructor(config, context) {
      super(config, context);
      this.cpuTestPath = context.testPath;
      this.cpuStart = process.cpuUsage();
      this.childStart = childCpuSeconds();
    }

    async teardown() {
      await super.teardown();
      const timing = process.env[TIMING_ENV];
      if (!timing) return;
      const { user, system } = process.cpuUsage(this.cpuStart);
      const record = {
        path: this.cpuTestPath,
        cpuSeconds: (user + system) / 1e6 + (childCpuSeconds() - this.childStart),
      };
      // One short line per append: lines from two workers never interleave.
      appendFileSync(`${timing}.cpu`, `${JSON.stringify(record)}\n`);
    }
  };
}

module.exports = { withCpu };
