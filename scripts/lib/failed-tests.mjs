/**
 * The tests a run failed, named, from the reports the steps wrote: Jest's JSON reports (a failed
 * test, or a file that failed before its tests ran, such as a hook's timeout) and Playwright's
 * JSON report. The summary prints them last, because CI shows only the tail of the output: without
 * the names there, a failure under load on CI cannot be told from a real one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The first lines of a failure message, without terminal colours, on one line. */
function firstLines(message, lines = 3) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, lines)
      .join(' | ')
      .slice(0, 400)
  );
}

/** Each failure of one Jest JSON report: `{ where, name, why }`. */
function jestFailures(report, root) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name ?? file.testFilePath ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push({ where, name: a.fullName ?? a.title, why: firstLines(a.failureMessages?.[0]) });
    // A file whose suite failed outside its tests (a hook, a compile error) has a message and no failed test.
    if (!failed.length && file.status === 'failed')
      out.push({ where, name: '(the file, outside its tests)', why: firstLines(file.message ?? file.failureMessage) });
  }
  return out;
}

/** Each unexpected result of a Playwright JSON report, the title path joined by " > ". */
function playwrightFailures(report, root) {
  const out = [];
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.[test.results.length - 1];
          const where = relative(root, spec.file ?? suite.file ?? '');
          out.push({ where, name: [...here, spec.title].join(' > '), why: firstLines(last?.error?.message) });
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/** The failures of every report that exists, by step name, for the summary. */
export function failedTests(reports, root) {
  const out = [];
  for (const { step, file, kind } of reports) {
    if (!existsSync(file)) continue;
    let report;
    try {
      report = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const found = kind === 'playwright' ? playwrightFailures(report, root) : jestFailures(report, root);
    for (const f of found) out.push({ step, ...f });
  }
  return out;
}
