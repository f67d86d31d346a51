import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { GenerationsRepository } from './generations.repository';
import type { GenerationEnding } from './generation-ending';

/** The one statement that ends a generation, on real PostgreSQL and on PGlite. */
describe(`ending a generation on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  const { sql } = database;
  /** Whether this call ended it. */
  const end = async (id: string, ending: GenerationEnding) =>
    (await new GenerationsRepository(database.orm.em).end(id, ending)) !== null;

  /** A running generation in a conversation that holds the user's request, as the api leaves it. */
  async function runningGeneration(options: { inConversation?: boolean; status?: string } = {}) {
    const id = randomUUID();
    const conversationId = options.inConversation === false ? null : randomUUID();
    if (conversationId) {
      await sql(
        `insert into conversations (id, title, platform, format, updated_at) values (?, 't', 'aws', 'terraform', now() - interval '1 hour')`,
        [conversationId],
      );
      await sql(
        `insert into conversation_messages (id, conversation_id, generation_id, role, content) values (?, ?, ?, 'user', 'a bucket')`,
        [randomUUID(), conversationId, id],
      );
    }
    await sql(
      `insert into generations (id, prompt, platform, format, status, conversation_id) values (?, 'a bucket', 'aws', 'terraform', ?, ?)`,
      [id, options.status ?? 'running', conversationId],
    );
    return { id, conversationId };
  }
  const messagesOf = (conversationId: string) =>
    sql<{ role: string; content: string; is_code: boolean; generation_id: string }[]>(
      'select role, content, is_code, generation_id from conversation_messages where conversation_id = ? order by position',
      [conversationId],
    );

  it('stores the outcome, appends the answer in order and touches the conversation, in one go', async () => {
    const { id, conversationId } = await runningGeneration();
    const result = { code: 'resource "aws_s3_bucket" "b" {}', language: 'hcl', files: [], usage: null } as never;
    const ended = await end(id, {
      status: 'completed',
      from: ['running'],
      text: '```hcl\nresource "aws_s3_bucket" "b" {}\n```',
      seq: 7,
      result,
      messages: [
        { content: "Here's the code:", isCode: false },
        { content: 'resource "aws_s3_bucket" "b" {}', isCode: true },
      ],
    });
    expect(ended).toBe(true);
    const [row] = await sql<
      { status: string; seq: number; text: string; result: unknown; finished: boolean; error: string | null }[]
    >('select status, seq, text, result, finished_at is not null as finished, error from generations where id = ?', [
      id,
    ]);
    expect(row).toEqual({
      status: 'completed',
      seq: 7,
      text: '```hcl\nresource "aws_s3_bucket" "b" {}\n```',
      result,
      finished: true,
      error: null,
    });
    expect(await messagesOf(conversationId!)).toEqual([
      { role: 'user', content: 'a bucket', is_code: false, generation_id: id },
      { role: 'assistant', content: "Here's the code:", is_code: false, generation_id: id },
      { role: 'assistant', content: 'resource "aws_s3_bucket" "b" {}', is_code: true, generation_id: id },
    ]);
    const [conversation] = await sql<{ fresh: boolean }[]>(
      `select updated_at > now() - interval '1 minute' as fresh from conversations where id = ?`,
      [conversationId],
    );
    expect(conversation.fresh).toBe(true);
  });

  it('writes nothing for a generation that has already ended, and says so', async () => {
    const { id, conversationId } = await runningGeneration();
    expect(
      await end(id, {
        status: 'cancelled',
        from: ['queued', 'running'],
        messages: [{ content: 'Generation stopped by user.', isCode: false }],
      }),
    ).toBe(true);
    // A late failure of the same job (or a second worker) must not add a second answer.
    expect(
      await end(id, {
        status: 'failed',
        from: ['queued', 'running'],
        error: 'boom',
        messages: [{ content: 'boom', isCode: false }],
      }),
    ).toBe(false);
    const [row] = await sql<{ status: string; error: string | null }[]>(
      'select status, error from generations where id = ?',
      [id],
    );
    expect(row).toEqual({ status: 'cancelled', error: null });
    expect((await messagesOf(conversationId!)).map((m) => m.content)).toEqual([
      'a bucket',
      'Generation stopped by user.',
    ]);
  });

  it('only ends from the states it is given', async () => {
    const { id } = await runningGeneration({ status: 'queued' });
    expect(await end(id, { status: 'completed', from: ['running'], messages: [] })).toBe(false);
    expect(
      await end(id, {
        status: 'failed',
        from: ['queued', 'running'],
        error: 'The model is unavailable.',
        messages: [],
      }),
    ).toBe(true);
    const [row] = await sql<{ status: string; error: string }[]>('select status, error from generations where id = ?', [
      id,
    ]);
    expect(row).toEqual({ status: 'failed', error: 'The model is unavailable.' });
  });

  it('ends a generation outside any conversation, and an unknown id not at all', async () => {
    const { id } = await runningGeneration({ inConversation: false });
    expect(
      await end(id, {
        status: 'cancelled',
        from: ['running'],
        text: 'partial',
        seq: 2,
        messages: [{ content: 'stopped', isCode: false }],
      }),
    ).toBe(true);
    const [row] = await sql<{ status: string; text: string; seq: number }[]>(
      'select status, text, seq from generations where id = ?',
      [id],
    );
    expect(row).toEqual({ status: 'cancelled', text: 'partial', seq: 2 });
    const [orphans] = await sql<{ n: number }[]>(
      'select count(*)::int as n from conversation_messages where generation_id = ?',
      [id],
    );
    expect(orphans.n).toBe(0);
    expect(
      await end(randomUUID(), { status: 'cancelled', from: ['running'], messages: [{ content: 'x', isCode: false }] }),
    ).toBe(false);
  });
});
