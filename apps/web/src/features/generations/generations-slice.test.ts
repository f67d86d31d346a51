import { generationsActions as a, generationsReducer as reduce, type GenerationsState } from './generations-slice';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const run = (...actions: Parameters<typeof reduce>[1][]) => actions.reduce<GenerationsState>((s, action) => reduce(s, action), {});

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
      a.snapshotReceived({ id, status: 'running', text: 'abc', seq: 3, result: null, error: null }),
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
    const done = run(a.completed({ id, code: 'x', language: 'hcl', files: [], usage: null }));
    expect(done[id]).toMatchObject({ status: 'completed', result: { code: 'x' } });
    expect(run(a.failed({ id, message: 'nope' }))[id]).toMatchObject({ status: 'failed', error: 'nope' });
    expect(run(a.cancelled({ id }))[id]!.status).toBe('cancelled');
  });
});
