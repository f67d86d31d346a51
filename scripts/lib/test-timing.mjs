// `npm test`'s timing report: every step's wall time and each test file's duration (Jest from
// scripts/lib/test-timing-reporter.mjs, Playwright from its JSON reporter), so a slow suite shows
// where its minutes go. scripts/test.mjs writes test-results/timing.json and timing.txt with it.

/** Each Playwright spec file with the time its tests took (every attempt, nested describes included). */
function playwrightFiles(report, testDir = 'e2e') {
  const byFile = new Map();
  const walk = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const entry = byFile.get(own) ?? { seconds: 0, failed: false };
          entry.seconds += (result.duration ?? 0) / 1000;
          entry.failed ||= !['passed', 'skipped'].includes(result.status);
          byFile.set(own, entry);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, own);
  };
  for (const suite of report?.suites ?? []) walk(suite, undefined);
  return [...byFile].map(([file, { seconds, failed }]) => ({
    file: `${testDir}/${file}`,
    project: 'e2e',
    seconds,
    status: failed ? 'failed' : 'passed',
  }));
}

/**
 * The report: `steps` as scripts/test.mjs records them ({ name, ok, ms, beside? }: `beside` names
 * the step one ran alongside), `jest` the reporter's file lists (one per Jest step), `playwright`
 * Playwright's JSON report (or nothing), `wallMs` the whole run's wall time (steps side by side
 * overlap, so their sum would overstate it; without it, the sum).
 */
export function buildTiming({ steps, jest = [], playwright = null, limit = 20, wallMs }) {
  const files = [...jest.flatMap((run) => run?.files ?? []), ...playwrightFiles(playwright)]
    .map((f) => ({ ...f, seconds: round(f.seconds) }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const projects = {};
  for (const f of files) {
    const p = (projects[f.project] ??= { files: 0, seconds: 0 });
    p.files += 1;
    p.seconds = round(p.seconds + f.seconds);
    if (f.cpuSeconds !== undefined) p.cpuSeconds = round((p.cpuSeconds ?? 0) + f.cpuSeconds);
  }
  // CPU time is what a file costs whatever else runs on the machine (Jest's files only: a
  // browser test's CPU is shared between Chromium and the product).
  const byCpu = files
    .filter((f) => f.cpuSeconds !== undefined)
    .sort((a, b) => b.cpuSeconds - a.cpuSeconds || a.file.localeCompare(b.file));
  return {
    steps: steps.map((s) => ({
      name: s.name,
      ok: s.ok,
      seconds: round(s.ms / 1000),
      ...(s.cpuSeconds !== undefined ? { cpuSeconds: round(s.cpuSeconds) } : {}),
      ...(s.beside ? { beside: s.beside } : {}),
    })),
    totalSeconds: round((wallMs ?? steps.reduce((sum, s) => sum + s.ms, 0)) / 1000),
    projects,
    slowest: files.slice(0, limit),
    mostCpu: byCpu.slice(0, limit),
    files,
  };
}

/** The text summary: each step's wall (and CPU) time, time per project, the slowest files. */
export function formatTiming(timing) {
  const width = Math.max('total'.length, ...timing.steps.map((s) => s.name.length));
  const lines = ['steps (wall time, CPU time where measured):'];
  for (const s of timing.steps) {
    const beside = s.beside ? `  (beside ${s.beside})` : '';
    lines.push(`  ${s.name.padEnd(width)} ${secs(s.seconds)}${cpu(s)}${s.ok ? '' : '  FAILED'}${beside}`);
  }
  lines.push(`  ${'total'.padEnd(width)} ${secs(timing.totalSeconds)}`);
  // Jest runs two files side by side, so a project's file time can exceed its step's wall time.
  lines.push('test-file time per project (sum over its files):');
  for (const [name, p] of Object.entries(timing.projects).sort((a, b) => b[1].seconds - a[1].seconds))
    lines.push(`  ${name.padEnd(10)} ${secs(p.seconds)}${cpu(p)} in ${p.files} files`);
  lines.push(`slowest ${timing.slowest.length} test files:`);
  timing.slowest.forEach((f, i) =>
    lines.push(`  ${String(i + 1).padStart(2)}. ${secs(f.seconds)}${cpu(f)}  ${f.project.padEnd(10)} ${f.file}`),
  );
  if (timing.mostCpu?.length) {
    lines.push(`most CPU time, ${timing.mostCpu.length} test files:`);
    timing.mostCpu.forEach((f, i) =>
      lines.push(`  ${String(i + 1).padStart(2)}. ${secs(f.seconds)}${cpu(f)}  ${f.project.padEnd(10)} ${f.file}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

const round = (n) => Math.round(n * 10) / 10;
const secs = (n) => `${n.toFixed(1).padStart(7)} s`;
const cpu = (x) => (x.cpuSeconds === undefined ? '' : `, CPU ${secs(x.cpuSeconds)}`);
