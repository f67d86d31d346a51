/**
 * Every disambiguation row's example, run: the request is understood, the mention the row reads is
 * found in it (or among the kinds it rules out), and the cloud's resolver gives what the row says (so each row fires where its example
 * says, and no earlier rule takes the example from it).
 */
import { understand } from '../understand/understand';
import { type Disambiguation } from './disambiguation';
import { AWS_DISAMBIGUATION } from './aws/disambiguation';
import { resolveAwsKind } from './aws';

const reads = (row: Disambiguation) => (typeof row.reads === 'string' ? [row.reads] : row.reads);

describe('AWS disambiguation rows', () => {
  it.each(AWS_DISAMBIGUATION.map((row) => [`${reads(row).join(' | ')} -> ${row.then}: ${row.example}`, row] as const))(
    '%s',
    (_name, row) => {
      const intent = understand(row.example, 'aws');
      const mention = intent.mentions.find((m) => reads(row).includes(m.kind));
      // A kind the request rules out ("no model") is resolved without a mention.
      const kind = mention?.kind ?? [...(intent.ruledOut ?? [])].find((k) => reads(row).includes(k));
      expect([row.example, kind]).toEqual([row.example, expect.any(String)]);
      expect(resolveAwsKind(kind!, intent, mention)).toBe(row.then);
    },
  );

  it('each row says why and gives an example', () => {
    for (const row of AWS_DISAMBIGUATION) expect([row.why.length > 10, row.example.length > 10]).toEqual([true, true]);
  });
});
