import { requestLine, summaryTable } from '../../scripts/eval/report-text';
import { summarize } from '../../scripts/eval/summarize';
import { type RequestScore } from '../../scripts/eval/types';

describe('figures over a group', () => {
  const base: RequestScore = {
    id: 'a',
    file: 'f',
    platform: 'aws',
    format: 'terraform-aws',
    style: 'terse',
    difficulty: 1,
    probes: [],
    declined: false,
    declineExpected: false,
    unexpectedDecline: false,
    missedDecline: false,
    components: { total: 2, found: 1, missing: ['x'] },
    recall: 0.5,
    settings: { total: 2, passed: 1, failed: [{ phrase: 'p', passed: false, check: 'c' }] },
    mustNotAppear: [],
    extras: { count: 3, types: ['t'] },
    silentDrops: ['x'],
    admittedMissing: [],
    declinedOutOfScope: [],
    parses: true,
    parseErrors: [],
    validationErrors: ['e'],
    notCovered: [],
  };

  it('averages recall over requests that ask for components, and counts drops, declines and errors', () => {
    const full = {
      ...base,
      id: 'b',
      recall: 1,
      components: { total: 1, found: 1, missing: [] },
      silentDrops: [],
      validationErrors: [],
    };
    const decline = {
      ...base,
      id: 'c',
      declined: true,
      declineExpected: true,
      recall: null,
      components: { total: 0, found: 0, missing: [] },
      settings: { total: 0, passed: 0, failed: [] },
      silentDrops: [],
      extras: { count: 0, types: [] },
      parses: null,
      validationErrors: [],
    };
    const s = summarize([base, full, decline]);
    expect(s).toMatchObject({
      requests: 3,
      produced: 2,
      meanRecall: 0.75,
      fullRate: 0.5,
      settings: { total: 4, passed: 2, rate: 0.5 },
      extraResources: 6,
      silentDrops: 1,
      silentDropRequests: 1,
      declines: { expected: 1, right: 1, unexpected: 0, missed: 0 },
      parsesRate: 1,
      validatesRate: 0.5,
      validationErrors: 1,
    });
  });
  it('prints a request line naming what went wrong, and a table row per group', () => {
    const line = requestLine(base);
    expect(line).toMatch(/^a +terraform-aws +parses/);
    expect(line).toContain('recall 0.50  settings 1/2  missing: "x"  failed settings: "p" (c)');
    expect(line).toContain('SILENT DROPS: "x"');
    expect(line).toContain('extras 3 (t)');
    expect(line).toContain('1 validation error(s): e');
    const table = summaryTable('format', { 'terraform-aws': summarize([base]) }, summarize([base]));
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('| terraform-aws | 1 | 1 | 0.500 | 0.0% | 1/2 (50.0%) |');
  });
});
