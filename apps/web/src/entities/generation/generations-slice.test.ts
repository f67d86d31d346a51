import { generationsActions as a, generationsReducer as reduce, type GenerationsState } from './generations-slice';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const run = (...actions: Parameters<typeof reduce>[1][]) =>
  actions.reduce<GenerationsState>((s, action) => reduce(s, action), {});

describe('generations slice', () => {
  it('appends deltas in sequence', () => {
    const s = run(a.deltaReceived({ id, seq: 1, text: 'a' }), a.deltaReceived({ id, seq: 2, text: 'b' }));
    expect(s[id]).toMatchObject({ text: 'ab', seq: 2 });
  });

  it('holds an early delta until the gap closes, and ignores duplicates', () => {
    const s = run(
      a.deltaReceived({ id, seq: 2, text: 'b' }),
      a.deltaReceived({ id, seq: 3, text: 'c' }),
      a.deltaReceived({ id, seq: 1, text: 'a' }),
      a.deltaReceived({ id, seq: 2, text: 'b' }),
    );
    expect(s[id]).toMatchObject({ text: 'abc', seq: 3, pending: {} });
  });

  it('starts from a snapshot and applies only later deltas', () => {
    const s = run(
      a.deltaReceived({ id, seq: 4, text: 'd' }),
      a.snapshotReceived({
        id,
        status: 'running',
        text: 'abc',
        seq: 3,
        result: null,
        error: null,
        messages: [],
        diagnostics: null,
        repair: null,
      }),
      a.deltaReceived({ id, seq: 3, text: 'c' }),
    );
    expect(s[id]).toMatchObject({ status: 'running', text: 'abcd', seq: 4 });
  });

  it('starts the text over when the generation restarts on another worker (seq 1 again)', () => {
    const s = run(
      a.deltaReceived({ id, seq: 1, text: 'a' }),
      a.deltaReceived({ id, seq: 2, text: 'b' }),
      a.deltaReceived({ id, seq: 1, text: 'x' }),
      a.deltaReceived({ id, seq: 2, text: 'y' }),
    );
    expect(s[id]).toMatchObject({ text: 'xy', seq: 2 });
  });

  it('records the outcome', () => {
    const done = run(
      a.completed({
        id,
        code: 'x',
        language: 'hcl',
        files: [],
        usage: null,
        messages: [],
        diagnostics: [],
        repair: null,
      }),
    );
    expect(done[id]).toMatchObject({ status: 'completed', result: { code: 'x' } });
    // The conversation's lines belong to the conversation, not to the generation's result.
    expect(done[id]!.result).not.toHaveProperty('messages');
    expect(run(a.failed({ id, message: 'nope', code: 'MODEL_REJECTED', messages: [] }))[id]).toMatchObject({
      status: 'failed',
      error: 'nope',
    });
    expect(run(a.cancelled({ id, messages: [] }))[id]!.status).toBe('cancelled');
  });

  describe('checked output', () => {
    const round = { round: 1, problems: 2, errors: null, outcome: 'running' as const };
    const repairing = { initialErrors: 2, rounds: [round], kept: null, finalErrors: null };
    const snapshot = (fields: Partial<Parameters<typeof a.snapshotReceived>[0]>) =>
      a.snapshotReceived({
        id,
        status: 'running',
        text: '',
        seq: 0,
        result: null,
        error: null,
        messages: [],
        diagnostics: null,
        repair: null,
        ...fields,
      });

    it('starts the text over at a repair round, keeping the replaced text until the round brings its own', () => {
      const s = run(
        a.deltaReceived({ id, seq: 1, text: 'first ' }),
        a.deltaReceived({ id, seq: 2, text: 'answer' }),
        a.statusChanged({ id, status: 'validating' }),
        a.repairStarted({ id, round: 1, problems: 2 }),
      );
      expect(s[id]).toMatchObject({ text: '', seq: 0, round: 1, fixing: 2, replacedText: 'first answer' });
      // Even a one-delta first answer is replaced: the round's seq 1 is new text, not a duplicate.
      const next = run(
        a.deltaReceived({ id, seq: 1, text: 'short' }),
        a.repairStarted({ id, round: 1, problems: 1 }),
        a.deltaReceived({ id, seq: 1, text: 'fixed' }),
        a.statusChanged({ id, status: 'validating' }),
      );
      expect(next[id]).toMatchObject({ text: 'fixed', seq: 1, round: 1, fixing: null, status: 'validating' });
    });

    it('ignores a repair event it has already seen', () => {
      const s = run(
        a.repairStarted({ id, round: 1, problems: 2 }),
        a.deltaReceived({ id, seq: 1, text: 'x' }),
        a.repairStarted({ id, round: 1, problems: 2 }),
      );
      expect(s[id]).toMatchObject({ text: 'x', seq: 1 });
    });

    it("takes a later round's text from a snapshot, even with a lower seq than the text shown", () => {
      const s = run(
        a.deltaReceived({ id, seq: 1, text: 'a' }),
        a.deltaReceived({ id, seq: 2, text: 'b' }),
        a.deltaReceived({ id, seq: 3, text: 'c' }),
        snapshot({ text: 'fix', seq: 1, repair: repairing }),
        a.deltaReceived({ id, seq: 2, text: 'ed' }),
      );
      expect(s[id]).toMatchObject({ text: 'fixed', seq: 2, round: 1, fixing: 2, repair: repairing });
    });

    it('keeps the findings and the repair rounds of the completed answer', () => {
      const diagnostics = [
        {
          format: 'terraform' as const,
          file: 'main.tf',
          line: 2,
          column: 3,
          severity: 'error' as const,
          code: 'terraform.unknown-argument',
          message: 'no `lenght`',
        },
      ];
      const repair = {
        ...repairing,
        rounds: [{ ...round, errors: 1, outcome: 'improved' as const }],
        kept: 1,
        finalErrors: 1,
      };
      const s = run(
        a.repairStarted({ id, round: 1, problems: 2 }),
        a.completed({ id, code: 'x', language: 'hcl', files: [], usage: null, messages: [], diagnostics, repair }),
      );
      expect(s[id]).toMatchObject({ status: 'completed', diagnostics, repair, fixing: null });
      expect(s[id]!.result).not.toHaveProperty('diagnostics');
      expect(run(snapshot({ status: 'completed', diagnostics, repair }))[id]).toMatchObject({ diagnostics, repair });
    });
  });
});
