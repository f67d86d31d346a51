import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import type { RequestOwner } from '../ownership';
import { ConversationsRepository } from './conversations.repository';
import { GenerationsRepository, type NewGenerationRequest } from './generations.repository';

/** A request stored in one statement, and the generation's life after it, on PostgreSQL and PGlite. */
describe(`generations repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  const { sql } = database;
  let generations: GenerationsRepository;
  let conversations: ConversationsRepository;
  const ada: RequestOwner = { userId: randomUUID(), anonHash: null };
  const visitor: RequestOwner = { userId: null, anonHash: 'a'.repeat(64) };

  beforeAll(() => {
    generations = new GenerationsRepository(database.orm.em);
    conversations = new ConversationsRepository(database.orm.em);
  });

  const request = (owner: RequestOwner, fields: Partial<NewGenerationRequest> = {}): NewGenerationRequest => ({
    generationId: randomUUID(),
    prompt: 'a bucket',
    platform: 'aws',
    format: 'terraform',
    history: [],
    owner,
    ...fields,
  });
  const generation = (id: string) =>
    sql<
      {
        status: string;
        prompt: string;
        format: string;
        history: unknown;
        user_id: string | null;
        anon_session_hash: string | null;
        conversation_id: string;
      }[]
    >(
      'select status, prompt, format, history, user_id, anon_session_hash, conversation_id from generations where id = ?',
      [id],
    ).then((rows) => rows[0]);
  const messages = (conversationId: string) =>
    sql<{ role: string; content: string; generation_id: string }[]>(
      'select role, content, generation_id from conversation_messages where conversation_id = ? order by position',
      [conversationId],
    );

  it('starts a conversation titled by the prompt, with the request and the queued generation', async () => {
    const input = request(ada, { prompt: '  a private   VPC with two subnets ' });
    const recorded = await generations.createRequest(input);
    expect(recorded).not.toBeNull();
    const { conversationId, message } = recorded!;
    expect(await generation(input.generationId)).toEqual({
      status: 'queued',
      prompt: input.prompt,
      format: 'terraform',
      history: [],
      user_id: ada.userId,
      anon_session_hash: null,
      conversation_id: conversationId,
    });
    const [conversation] = await sql<{ title: string; user_id: string; platform: string }[]>(
      'select title, user_id, platform from conversations where id = ?',
      [conversationId],
    );
    expect(conversation).toEqual({ title: 'a private VPC with two subnets', user_id: ada.userId, platform: 'aws' });
    expect(await messages(conversationId)).toEqual([
      { role: 'user', content: input.prompt, generation_id: input.generationId },
    ]);
    // The answer is the stored line itself, as the conversation lists it.
    expect(await conversations.messages(conversationId)).toEqual([message]);
    expect(message).toMatchObject({
      content: input.prompt,
      isUser: true,
      isCode: false,
      generationId: input.generationId,
    });
  });

  it("adds a follow-up to its owner's conversation, with the history it is given", async () => {
    const first = await generations.createRequest(request(visitor));
    const conversationId = first!.conversationId;
    await sql(
      `insert into conversation_messages (id, conversation_id, generation_id, role, content, is_code) values (?, ?, ?, 'assistant', 'resource {}', true)`,
      [randomUUID(), conversationId, randomUUID()],
    );
    const history = await conversations.recentTurns(conversationId, visitor, 12);
    expect(history).toEqual([
      { content: 'a bucket', isUser: true, isCode: false },
      { content: 'resource {}', isUser: false, isCode: true },
    ]);
    const follow = request(visitor, { prompt: 'now versioned', conversationId, history });
    expect((await generations.createRequest(follow))?.conversationId).toBe(conversationId);
    expect((await generation(follow.generationId)).history).toEqual(history);
    expect((await messages(conversationId)).map((m) => m.content)).toEqual([
      'a bucket',
      'resource {}',
      'now versioned',
    ]);
    // Only the last `limit` messages are context.
    expect(await conversations.recentTurns(conversationId, visitor, 1)).toEqual([
      { content: 'now versioned', isUser: true, isCode: false },
    ]);
  });

  it("refuses someone else's or a missing conversation, writing nothing", async () => {
    const { conversationId } = (await generations.createRequest(request(ada, { prompt: 'mine' })))!;
    for (const [owner, target] of [
      [visitor, conversationId],
      [{ userId: randomUUID(), anonHash: null }, conversationId],
      [ada, randomUUID()],
    ] as const) {
      const intrusion = request(owner, { prompt: 'intrude', conversationId: target });
      expect(await generations.createRequest(intrusion)).toBeNull();
      expect(await generation(intrusion.generationId)).toBeUndefined();
      expect(await conversations.recentTurns(target, owner, 12)).toEqual([]);
    }
    expect((await messages(conversationId)).map((m) => m.content)).toEqual(['mine']);
  });

  it('reads the state and owner, removes a request, and tells a missing generation', async () => {
    const input = request(visitor);
    await generations.createRequest(input);
    expect(await generations.readState(input.generationId)).toEqual({
      status: 'queued',
      text: '',
      seq: 0,
      result: null,
      error: null,
      diagnostics: null,
      repair: null,
      userId: null,
      anonSessionHash: visitor.anonHash,
    });
    expect(await generations.findStatus(input.generationId)).toBe('queued');
    await generations.remove(input.generationId);
    expect(await generations.readState(input.generationId)).toBeNull();
    expect(await generations.findStatus(input.generationId)).toBeNull();
  });

  it('claims a queued generation once it may run, and never one that was stopped or ended', async () => {
    const runnable = request(ada);
    await generations.createRequest(runnable);
    expect(await generations.claim(runnable.generationId)).toEqual({ platform: 'aws' });
    expect((await generations.readState(runnable.generationId))?.status).toBe('running');

    const stopped = request(ada);
    await generations.createRequest(stopped);
    expect(await generations.markCancelRequested(stopped.generationId, ada)).toBe(true);
    expect(await generations.claim(stopped.generationId)).toBeNull();

    expect(await generations.claim(randomUUID())).toBeNull();
  });

  it("marks a stop only on its owner's generation that has not ended", async () => {
    const input = request(visitor);
    await generations.createRequest(input);
    expect(await generations.markCancelRequested(input.generationId, { userId: null, anonHash: 'b'.repeat(64) })).toBe(
      false,
    );
    expect(await generations.markCancelRequested(input.generationId, ada)).toBe(false);
    expect(await generations.markCancelRequested(input.generationId, visitor)).toBe(true);
    await generations.end(input.generationId, { status: 'cancelled', from: ['queued', 'running'], messages: [] });
    expect(await generations.markCancelRequested(input.generationId, visitor)).toBe(false);
  });

  it("returns the lines an ending stored, which are the generation's assistant messages from then on", async () => {
    const input = request(ada);
    const { conversationId } = (await generations.createRequest(input))!;
    await generations.claim(input.generationId);
    expect(await generations.assistantMessages(input.generationId)).toEqual([]);
    const ended = await generations.end(input.generationId, {
      status: 'failed',
      from: ['running'],
      error: 'boom',
      messages: [
        { content: 'first', isCode: false },
        { content: 'second', isCode: true },
      ],
    });
    expect(ended?.messages.map((m) => [m.content, m.isUser, m.isCode, m.generationId])).toEqual([
      ['first', false, false, input.generationId],
      ['second', false, true, input.generationId],
    ]);
    expect(await generations.assistantMessages(input.generationId)).toEqual(ended!.messages);
    const stored = await conversations.messages(conversationId);
    expect(stored.slice(1)).toEqual(ended!.messages);
  });

  it('checks and repairs an answer before it ends: validating is unfinished, and the outcome is stored', async () => {
    const input = request(ada);
    await generations.createRequest(input);
    const id = input.generationId;
    // Not running yet: nothing to check.
    expect(await generations.markValidating(id)).toBe(false);
    await generations.claim(id);
    expect(await generations.markValidating(id)).toBe(true);
    expect(await generations.findStatus(id)).toBe('validating');
    // Still unfinished: the reconciler looks at it, a stop can be marked on it.
    const unfinished = await generations.findUnfinished(new Date(Date.now() + 60_000), 1000);
    expect(unfinished).toContainEqual({ id, status: 'validating' });

    const round = { round: 1, problems: 2, errors: null, outcome: 'running' as const };
    const repairing = { initialErrors: 2, rounds: [round], kept: null, finalErrors: null };
    expect(await generations.recordRepair(id, repairing, 'running')).toBe(true);
    expect(await generations.readState(id)).toMatchObject({ status: 'running', repair: repairing });
    // A worker that takes the job over starts it afresh.
    expect(await generations.claim(id)).toEqual({ platform: 'aws' });
    expect(await generations.readState(id)).toMatchObject({ status: 'running', repair: null, diagnostics: null });
    await generations.markValidating(id);

    const diagnostics = [
      {
        format: 'terraform' as const,
        file: 'main.tf',
        line: 3,
        column: 5,
        severity: 'error' as const,
        code: 'terraform.unknown-argument',
        message: 'no argument `memory`',
        fixHint: 'Did you mean `memory_size`?',
      },
    ];
    const repair = {
      initialErrors: 2,
      rounds: [{ ...round, errors: 1, outcome: 'improved' as const }],
      kept: 1,
      finalErrors: 1,
    };
    const ended = await generations.end(id, {
      status: 'completed',
      from: ['running', 'validating'],
      text: 'the answer',
      seq: 3,
      diagnostics,
      repair,
      messages: [],
    });
    expect(ended).not.toBeNull();
    expect(await generations.readState(id)).toMatchObject({ status: 'completed', diagnostics, repair });
    expect(await generations.markValidating(id)).toBe(false);
    expect(await generations.recordRepair(id, repair, 'validating')).toBe(false);
    expect(await generations.markCancelRequested(id, ada)).toBe(false);
    expect(await generations.findUnfinished(new Date(Date.now() + 60_000), 1000)).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it('stops a validating generation, and stores a check that could not run as null, not JSON null', async () => {
    const input = request(visitor);
    await generations.createRequest(input);
    await generations.claim(input.generationId);
    await generations.markValidating(input.generationId);
    expect(await generations.markCancelRequested(input.generationId, visitor)).toBe(true);
    await generations.end(input.generationId, {
      status: 'completed',
      from: ['validating'],
      diagnostics: null,
      repair: null,
      messages: [],
    });
    const [row] = await sql<{ diagnostics_is_null: boolean }[]>(
      'select diagnostics is null as diagnostics_is_null from generations where id = ?',
      [input.generationId],
    );
    expect(row.diagnostics_is_null).toBe(true);
  });
});
