import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/**
 * Runs `body` as an ES module beside `npm test`'s helpers (scripts/lib, plain .mjs that Jest's
 * CommonJS runtime cannot load) and returns what it printed as JSON.
 */
function run<T>(body: string): T {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', body], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

interface Timing {
  steps: { name: string; ok: boolean; seconds: number; beside?: string }[];
  totalSeconds: number;
  projects: Record<string, { files: number; seconds: number }>;
  slowest: { file: string; project: string; seconds: number; status: string }[];
  files: unknown[];
}

// 15 Jest files (1..15 s, alternating projects) and Playwright files of 0.5..13 s: the slowest twenty
// mix both, and their order is known.
const jestRuns = [
  {
    files: Array.from({ length: 10 }, (_, i) => ({
      file: `libs/a/f${i + 1}.test.ts`,
      project: 'unit',
      seconds: i + 1,
    })),
  },
  {
    files: Array.from({ length: 5 }, (_, i) => ({
      file: `test/int/g${i + 11}.int.test.ts`,
      project: 'int',
      seconds: i + 11,
    })),
  },
];
const result = (duration: number, status = 'passed') => ({ duration, status });
const playwright = {
  stats: { duration: 40000 },
  suites: [
    {
      file: 'auth.spec.ts',
      specs: [{ tests: [{ results: [result(4000), result(8500, 'failed')] }] }],
      // A describe block inside the file: its tests count for the same file.
      suites: [{ title: 'sign-up', specs: [{ tests: [{ results: [result(500)] }] }] }],
    },
    { file: 'diagram.spec.ts', specs: [{ tests: [{ results: [result(9250)] }] }] },
    ...Array.from({ length: 10 }, (_, i) => ({
      file: `small${i}.spec.ts`,
      specs: [{ tests: [{ results: [result(500 + i * 100)] }] }],
    })),
  ],
};
const steps = [
  { name: 'build', ok: true, ms: 12_340 },
  { name: 'jest', ok: false, ms: 565_000 },
  { name: 'e2e', ok: true, ms: 40_000 },
  { name: 'typecheck', ok: true, ms: 30_000, beside: 'e2e' },
];

describe("npm test's timing report", () => {
  const { timing, text, summed } = run<{ timing: Timing; text: string; summed: number }>(`
    import { buildTiming, formatTiming } from './scripts/lib/test-timing.mjs';
    const timing = buildTiming(${JSON.stringify({ steps, jest: jestRuns, playwright, wallMs: 617_300 })});
    const summed = buildTiming(${JSON.stringify({ steps, jest: jestRuns, playwright })});
    console.log(JSON.stringify({ timing, text: formatTiming(timing), summed: summed.totalSeconds }));
  `);

  it('lists the slowest twenty files across Jest and Playwright, slowest first', () => {
    expect(timing.slowest.map((f) => `${f.file} ${f.seconds}`)).toEqual([
      'test/int/g15.int.test.ts 15',
      'test/int/g14.int.test.ts 14',
      // A tie goes by file name.
      'e2e/auth.spec.ts 13',
      'test/int/g13.int.test.ts 13',
      'test/int/g12.int.test.ts 12',
      'test/int/g11.int.test.ts 11',
      'libs/a/f10.test.ts 10',
      'e2e/diagram.spec.ts 9.3',
      'libs/a/f9.test.ts 9',
      'libs/a/f8.test.ts 8',
      'libs/a/f7.test.ts 7',
      'libs/a/f6.test.ts 6',
      'libs/a/f5.test.ts 5',
      'libs/a/f4.test.ts 4',
      'libs/a/f3.test.ts 3',
      'libs/a/f2.test.ts 2',
      'e2e/small9.spec.ts 1.4',
      'e2e/small8.spec.ts 1.3',
      'e2e/small7.spec.ts 1.2',
      'e2e/small6.spec.ts 1.1',
    ]);
    expect(timing.files).toHaveLength(27);
    expect(timing.slowest.find((f) => f.file === 'e2e/auth.spec.ts')).toMatchObject({
      project: 'e2e',
      status: 'failed',
    });
  });

  it('totals each step and each project', () => {
    expect(timing.steps).toEqual([
      { name: 'build', ok: true, seconds: 12.3 },
      { name: 'jest', ok: false, seconds: 565 },
      { name: 'e2e', ok: true, seconds: 40 },
      { name: 'typecheck', ok: true, seconds: 30, beside: 'e2e' },
    ]);
    // The run's wall time when given (the typecheck ran beside the browser tests), else the sum.
    expect(timing.totalSeconds).toBe(617.3);
    expect(summed).toBe(647.3);
    expect(timing.projects).toEqual({
      unit: { files: 10, seconds: 55 },
      int: { files: 5, seconds: 65 },
      e2e: { files: 12, seconds: 31.8 },
    });
  });

  it('prints the steps, the projects and the slowest files', () => {
    expect(text).toContain('  jest        565.0 s  FAILED\n');
    expect(text).toContain('  typecheck    30.0 s  (beside e2e)\n');
    expect(text).toContain('  total       617.3 s\n');
    expect(text).toContain('  int           65.0 s in 5 files\n');
    expect(text).toContain('slowest 20 test files:\n   1.    15.0 s  int        test/int/g15.int.test.ts\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe('  20.     1.1 s  e2e        e2e/small6.spec.ts');
  });
});

describe("npm test's timing report with CPU time", () => {
  // CPU time from the test environment (Jest files) and scripts/lib/cpu-of.mjs (steps).
  const cpuRuns = [
    {
      files: [
        { file: 'test/int/slow-idle.int.test.ts', project: 'int', seconds: 30, cpuSeconds: 2 },
        { file: 'test/int/busy.int.test.ts', project: 'int', seconds: 20, cpuSeconds: 25 },
        { file: 'libs/a/quick.test.ts', project: 'unit', seconds: 1, cpuSeconds: 1.5 },
      ],
    },
  ];
  const cpuSteps = [
    { name: 'jest', ok: true, ms: 51_000, cpuSeconds: 80.04 },
    { name: 'e2e', ok: true, ms: 10_000 },
  ];
  const { timing, text } = run<{ timing: Timing & { mostCpu: { file: string }[] }; text: string }>(`
    import { buildTiming, formatTiming } from './scripts/lib/test-timing.mjs';
    const timing = buildTiming(${JSON.stringify({ steps: cpuSteps, jest: cpuRuns, playwright, wallMs: 61_000 })});
    console.log(JSON.stringify({ timing, text: formatTiming(timing) }));
  `);

  it("sums each project's CPU time and lists the files by CPU time beside the slowest by wall time", () => {
    expect(timing.projects.int).toEqual({ files: 2, seconds: 50, cpuSeconds: 27 });
    expect(timing.projects.e2e).toEqual({ files: 12, seconds: 31.8 });
    expect(timing.slowest[0]!.file).toBe('test/int/slow-idle.int.test.ts');
    // Playwright's files have no CPU time of their own: they are not in the CPU list.
    expect(timing.mostCpu.map((f) => f.file)).toEqual([
      'test/int/busy.int.test.ts',
      'test/int/slow-idle.int.test.ts',
      'libs/a/quick.test.ts',
    ]);
  });

  it('prints CPU time where it was measured', () => {
    expect(timing.steps[0]).toEqual({ name: 'jest', ok: true, seconds: 51, cpuSeconds: 80 });
    expect(text).toContain('  jest     51.0 s, CPU    80.0 s\n');
    expect(text).toContain('  e2e      10.0 s\n');
    expect(text).toContain(
      'most CPU time, 3 test files:\n   1.    20.0 s, CPU    25.0 s  int        test/int/busy.int.test.ts\n',
    );
  });
});
