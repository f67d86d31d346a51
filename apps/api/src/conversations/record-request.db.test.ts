import { randomUUID } from 'node:crypto';
import { NotFoundException } from '@nestjs/common';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { ConversationsService } from './conversations.service';
import { ownerCondition, ownsGeneration, type RequestOwner } from '../generations/anonymous-session';

/** A request stored in one statement, and ownership checked in SQL, on PostgreSQL and PGlite. */
describe(`recording a request on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  const { sql } = database;
  let conversations: ConversationsService;
  const ada = { userId: randomUUID(), anonSessionHash: null };
  const visitor = { userId: null, anonSessionHash: 'a'.repeat(64) };

  beforeAll(() => {
    conversations = new ConversationsService(database.orm.em);
  });

  const generation = (id: string) =>
    sql<{ status: string; prompt: string; format: string; history: unknown; user_id: string | null; anon_session_hash: string | null; conversation_id: string }[]>(
      'select status, prompt, format, history, user_id, anon_session_hash, conversation_id from generations where id = ?',
      [id],
    ).then((rows) => rows[0]);
  const messages = (conversationId: string) =>
    sql<{ role: string; content: string; generation_id: string }[]>('select role, content, generation_id from conversation_messages where conversation_id = ? order by position', [conversationId]);

  it('starts a conversation titled by the prompt, with the request and the queued generation', async () => {
    const id = randomUUID();
    const input = { prompt: '  a private   VPC with two subnets ', platform: 'aws' as const, format: 'terraform' as const };
    const { conversationId, history } = await conversations.recordRequest(input, ada, id);
    expect(history).toEqual([]);
    expect(await generation(id)).toEqual({ status: 'queued', prompt: input.prompt, format: 'terraform', history: [], user_id: ada.userId, anon_session_hash: null, conversation_id: conversationId });
    const [conversation] = await sql<{ title: string; user_id: string; platform: string }[]>('select title, user_id, platform from conversations where id = ?', [conversationId]);
    expect(conversation).toEqual({ title: 'a private VPC with two subnets', user_id: ada.userId, platform: 'aws' });
    expect(await messages(conversationId)).toEqual([{ role: 'user', content: input.prompt, generation_id: id }]);
  });

  it('adds a follow-up to its owner\'s conversation with the recent messages as history, or the history it brings', async () => {
    const first = randomUUID();
    const { conversationId } = await conversations.recordRequest({ prompt: 'a bucket', platform: 'aws', format: 'terraform' }, visitor, first);
    await sql(`insert into conversation_messages (id, conversation_id, generation_id, role, content, is_code) values (?, ?, ?, 'assistant', 'resource {}', true)`, [randomUUID(), conversationId, first]);

    const second = randomUUID();
    const follow = await conversations.recordRequest({ prompt: 'now versioned', platform: 'aws', format: 'terraform', conversationId }, visitor, second);
    expect(follow).toEqual({
      conversationId,
      history: [
        { content: 'a bucket', isUser: true, isCode: false },
        { content: 'resource {}', isUser: false, isCode: true },
      ],
    });
    expect((await generation(second)).history).toEqual(follow.history);

    const brought = [{ content: 'earlier', isUser: true }];
    const third = randomUUID();
    expect((await conversations.recordRequest({ prompt: 'and tagged', platform: 'aws', format: 'terraform', conversationId, history: brought }, visitor, third)).history).toEqual(brought);
    expect((await messages(conversationId)).map((m) => m.content)).toEqual(['a bucket', 'resource {}', 'now versioned', 'and tagged']);
  });

  it('refuses someone else\'s or a missing conversation as not found, writing nothing', async () => {
    const { conversationId } = await conversations.recordRequest({ prompt: 'mine', platform: 'aws', format: 'terraform' }, ada, randomUUID());
    for (const [owner, target] of [
      [visitor, conversationId],
      [{ userId: randomUUID(), anonSessionHash: null }, conversationId],
      [ada, randomUUID()],
    ] as const) {
      const id = randomUUID();
      await expect(conversations.recordRequest({ prompt: 'intrude', platform: 'aws', format: 'terraform', conversationId: target }, owner, id)).rejects.toBeInstanceOf(NotFoundException);
      expect(await generation(id)).toBeUndefined();
    }
    expect((await messages(conversationId)).map((m) => m.content)).toEqual(['mine']);
  });

  it('checks ownership in SQL exactly as ownsGeneration does, for every kind of owner and row', async () => {
    const user = randomUUID();
    const hash = 'b'.repeat(64);
    const rows = [
      { userId: user, anonSessionHash: null },
      { userId: user, anonSessionHash: hash },
      { userId: randomUUID(), anonSessionHash: hash },
      { userId: null, anonSessionHash: hash },
      { userId: null, anonSessionHash: 'c'.repeat(64) },
      { userId: null, anonSessionHash: null },
    ];
    const owners: RequestOwner[] = [
      { userId: user, anonHash: null },
      { userId: user, anonHash: hash },
      { userId: randomUUID(), anonHash: hash },
      { userId: null, anonHash: hash },
      { userId: null, anonHash: null },
    ];
    for (const row of rows) {
      for (const owner of owners) {
        const condition = ownerCondition(owner);
        const [answer] = await sql<{ owned: boolean }[]>(
          `select coalesce((select true from (select ?::uuid as user_id, ?::text as anon_session_hash) r where ${condition.sql}), false) as owned`,
          [row.userId, row.anonSessionHash, ...condition.params],
        );
        expect({ row, owner, owned: answer.owned }).toEqual({ row, owner, owned: ownsGeneration(owner, row) });
      }
    }
  });
});
