import { anyOf, wordOf } from './word-list';
import { GENERIC_HEADS } from './vocabulary';

describe('word lists, one entry a line', () => {
  it('compiles the entries to the alternatives of one pattern, as written before', () => {
    const list = `
      sqs
      servicebus
      mq_broker
    `;
    expect(anyOf(list).source).toBe('sqs|servicebus|mq_broker');
    expect(wordOf(list, 'i')).toEqual(/^(?:sqs|servicebus|mq_broker)$/i);
  });

  it('keeps an entry that is a small pattern of its own', () => {
    const words = wordOf(`
      repositor(?:y|ies)
      service accounts?
    `);
    expect(['repository', 'repositories', 'service account', 'service accounts'].every((w) => words.test(w))).toBe(
      true,
    );
    expect(words.test('repositoryx')).toBe(false);
  });

  it('GENERIC_HEADS: a general word names only the kinds of product it is the general name of', () => {
    expect(GENERIC_HEADS.get('queue')?.test('sqs_queue')).toBe(true);
    expect(GENERIC_HEADS.get('queue')?.test('sns_topic')).toBe(false);
    expect(GENERIC_HEADS.get('database')?.test('dynamodb_table')).toBe(true);
    expect(GENERIC_HEADS.get('table')?.test('s3_bucket')).toBe(false);
    expect(GENERIC_HEADS.get('instance')?.test('api_management')).toBe(true);
  });
});
