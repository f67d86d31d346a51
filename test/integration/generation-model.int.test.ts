import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type CompletionScript, type FakeOpenAiServer } from '../support/fake-openai-server';
import {
  assemble,
  connect,
  createGeneration,
  getJson,
  record,
  waitForEvent,
  type Caller,
} from '../support/generation-client';
import { waitFor } from '../support/free-port';
import { signUpUser } from './auth-helpers';

/**
 * The whole live path with a real model protocol: api -> BullMQ -> worker -> openai SDK ->
 * a local OpenAI-compatible server -> Redis emitter -> Socket.IO -> a socket.io-client.
 */
const MODEL = 'test-model-1';
const KEY = 'sk-test-0123456789abcdef';
let ipCounter = 0;
/** Each test its own client address, so the per-address limit only bites where a test wants it. */
const freshCaller = (): Caller => ({ ip: `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

describe('live generation with an OpenAI-compatible model', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;
  const scripts = new Map<string, CompletionScript>();

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi({ apiKey: KEY });
    // The script of a request is chosen by its prompt (the last user message).
    model.script = (body) =>
      scripts.get(String(body.messages?.at(-1)?.content)) ?? { chunks: ['```hcl\nlocals {}\n```'] };
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      workers: 1,
      env: {
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: KEY,
        OPENAI_MODEL: MODEL,
        OPENAI_IDLE_TIMEOUT_MS: '1000',
        GENERATION_RATE_LIMIT_ANONYMOUS: '5',
      },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await model?.close();
    await db?.drop();
  });

  async function alerts(): Promise<{ title: string; severity: string; occurrences: number; message: string }[]> {
    const client = new PgClient({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query('select title, severity, occurrences, message from system_alerts order by created_at'))
        .rows;
    } finally {
      await client.end();
    }
  }

  it('streams the model answer in ordered deltas, then completes with the extracted code, files and usage', async () => {
    const prompt = `an s3 bucket for logs ${randomUUID()}`;
    const answer = [
      'Here is your module.\n\n',
      '```hcl\n',
      '# main.tf\n',
      'resource "aws_s3_bucket" "logs" {\n',
      // Complete as written (nothing undeclared): the checks find no error, so no repair round runs.
      '  bucket = "logs"\n',
      '}\n',
      '```\n',
      '\nApply it with terraform apply.',
    ];
    scripts.set(prompt, {
      chunks: answer,
      delayMs: 30,
      usage: { prompt_tokens: 120, completion_tokens: 8, total_tokens: 128 },
    });
    const caller = freshCaller();
    const created = await createGeneration(stack, { prompt, platform: 'terraform' }, caller);
    expect(created.status).toBe(202);
    const socket = await connect(stack.baseUrl, { anonymousToken: created.body.anonymousToken });
    const events = record(socket);
    const ack = await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    expect(ack.ok).toBe(true);
    const before = ack.ok ? ack.data : null;
    const completed = await waitForEvent(events, 'generation:completed', created.body.id);
    socket.disconnect();

    const deltas = events.filter((e) => e.event === 'generation:delta').map((e) => e.payload);
    const assembled = assemble(before!, deltas);
    expect(assembled.seqs).toEqual(assembled.seqs.map((_, i) => before!.seq + 1 + i));
    expect(assembled.text).toBe(answer.join(''));
    expect(completed.payload).toEqual({
      id: created.body.id,
      code: '# main.tf\nresource "aws_s3_bucket" "logs" {\n  bucket = "logs"\n}\n',
      language: 'hcl',
      files: [
        {
          path: 'main.tf',
          content: '# main.tf\nresource "aws_s3_bucket" "logs" {\n  bucket = "logs"\n}\n',
          language: 'hcl',
        },
      ],
      usage: { promptTokens: 120, completionTokens: 8, totalTokens: 128 },
      // What the checks found in the answer (no error), and no repair round.
      diagnostics: expect.any(Array),
      repair: null,
      // The conversation lines the server stored for the ending: the browser shows these.
      messages: [
        expect.objectContaining({
          content: Messages.generation.assistantIntro('terraform'),
          isUser: false,
          isCode: false,
        }),
        expect.objectContaining({
          content: '# main.tf\nresource "aws_s3_bucket" "logs" {\n  bucket = "logs"\n}\n',
          isCode: true,
        }),
      ],
    });

    // What the model server received: the real protocol, the key, the format's instructions.
    const request = model.requests.find((r) => r.body.messages?.at(-1)?.content === prompt)!;
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({ model: MODEL, stream: true, stream_options: { include_usage: true } });
    expect(request.body.messages![0].role).toBe('system');
    expect(request.body.messages![0].content).toContain('Terraform');

    // The conversation keeps the request and the assistant's answer in the shape the workspace shows.
    const conversation = await getJson<{ messages: { content: string; isUser: boolean; isCode: boolean }[] }>(
      stack,
      `/api/conversations/${created.body.conversationId}`,
      { anonymousToken: created.body.anonymousToken },
    );
    expect(conversation.status).toBe(200);
    expect(conversation.body.messages.map(({ content, isUser, isCode }) => ({ content, isUser, isCode }))).toEqual([
      { content: prompt, isUser: true, isCode: false },
      { content: Messages.generation.assistantIntro('terraform'), isUser: false, isCode: false },
      { content: (completed.payload as { code: string }).code, isUser: false, isCode: true },
    ]);
  });

  it('sends a follow-up with the conversation so far', async () => {
    const caller = freshCaller();
    const first = await createGeneration(stack, { prompt: `a bucket ${randomUUID()}` }, caller);
    const socket = await connect(stack.baseUrl, { anonymousToken: first.body.anonymousToken });
    const events = record(socket);
    const firstAck = await socket.emitWithAck('generation:subscribe', { id: first.body.id });
    if (!(firstAck.ok && firstAck.data.status === 'completed'))
      await waitForEvent(events, 'generation:completed', first.body.id);
    const followUp = `now make the bucket versioned ${randomUUID()}`;
    const second = await createGeneration(
      stack,
      { prompt: followUp, conversationId: first.body.conversationId },
      { ...caller, anonymousToken: first.body.anonymousToken },
    );
    expect(second.status).toBe(202);
    expect(second.body.conversationId).toBe(first.body.conversationId);
    const ack = await socket.emitWithAck('generation:subscribe', { id: second.body.id });
    if (!(ack.ok && ack.data.status === 'completed'))
      await waitForEvent(events, 'generation:completed', second.body.id);
    socket.disconnect();
    const request = model.requests.find((r) => r.body.messages?.at(-1)?.content === followUp)!;
    expect(request.body.messages!.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'assistant', 'user']);
    expect(request.body.messages![3].content).toBe('locals {}\n');
  });

  it('stops mid-stream: the model server sees the connection close and the job is not retried', async () => {
    const prompt = `a long answer ${randomUUID()}`;
    scripts.set(prompt, { chunks: Array.from({ length: 400 }, (_, i) => `# line ${i}\n`), delayMs: 20 });
    const created = await createGeneration(stack, { prompt }, freshCaller());
    const socket = await connect(stack.baseUrl, { anonymousToken: created.body.anonymousToken });
    const events = record(socket);
    await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    await waitFor(async () => events.filter((e) => e.event === 'generation:delta').length >= 3, 'first deltas');
    const index = model.requests.findIndex((r) => r.body.messages?.at(-1)?.content === prompt);
    const cancel = await socket.emitWithAck('generation:cancel', { id: created.body.id });
    expect(cancel.ok).toBe(true);
    await waitForEvent(events, 'generation:cancelled', created.body.id);
    await model.waitForAbort(index);
    socket.disconnect();
    const snapshot = await getJson<{ status: string; text: string }>(stack, `/api/generations/${created.body.id}`, {
      anonymousToken: created.body.anonymousToken,
    });
    expect(snapshot.body.status).toBe('cancelled');
    expect(snapshot.body.text.length).toBeGreaterThan(0);
    // Never retried: one request to the model for this prompt, even a while later.
    await new Promise((r) => setTimeout(r, 500));
    expect(model.requests.filter((r) => r.body.messages?.at(-1)?.content === prompt)).toHaveLength(1);
    await waitFor(async () => {
      const conversation = await getJson<{ messages: { content: string }[] }>(
        stack,
        `/api/conversations/${created.body.conversationId}`,
        { anonymousToken: created.body.anonymousToken },
      );
      return conversation.body.messages.at(-1)!.content === Messages.generation.stoppedByUser;
    }, 'the stop in the conversation');
  });

  const failures: [string, CompletionScript, string, string | null][] = [
    [
      'a rejected key (401)',
      { status: 401, errorMessage: 'Incorrect API key provided: sk-live-abcdefghijkl' },
      Messages.generation.model.authentication,
      Messages.alerts.modelAuthentication,
    ],
    [
      'a forbidden key (403)',
      { status: 403 },
      Messages.generation.model.authentication,
      Messages.alerts.modelAuthentication,
    ],
    [
      'an unknown model (404)',
      { status: 404, errorMessage: 'The model does not exist' },
      Messages.generation.model.notFound(MODEL),
      Messages.alerts.modelNotFound,
    ],
    [
      'a rate limit (429 with retry-after)',
      { status: 429, retryAfter: '7' },
      Messages.generation.model.rateLimited(7),
      Messages.alerts.modelRateLimited,
    ],
    ['a server error (500)', { status: 500 }, Messages.generation.model.unavailable, Messages.alerts.modelUnavailable],
    [
      'a malformed chunk',
      { chunks: ['```hcl\n', 'x', 'y'], malformedAt: 1 },
      Messages.generation.model.badResponse,
      Messages.alerts.modelBadResponse,
    ],
    [
      'a dropped connection',
      { chunks: ['```hcl\n', 'a = 1\n', 'b = 2\n'], dropAfter: 2, delayMs: 10 },
      Messages.generation.model.connectionLost,
      Messages.alerts.modelUnavailable,
    ],
    [
      'a stream that goes silent',
      { chunks: ['```hcl\n'], hang: true },
      Messages.generation.model.timeout,
      Messages.alerts.modelTimeout,
    ],
    ['an answer without code', { chunks: [''] }, Messages.generation.model.noCode, null],
  ];

  it.each(failures)(
    'turns %s into its catalogue message and a system alert',
    async (_what, script, message, alertTitle) => {
      const prompt = `failure ${randomUUID()}`;
      scripts.set(prompt, script);
      const created = await createGeneration(stack, { prompt }, freshCaller());
      const socket = await connect(stack.baseUrl, { anonymousToken: created.body.anonymousToken });
      const events = record(socket);
      const ack = await socket.emitWithAck('generation:subscribe', { id: created.body.id });
      const failed =
        ack.ok && ack.data.status === 'failed'
          ? { payload: { message: ack.data.error } }
          : await waitForEvent(events, 'generation:failed', created.body.id);
      socket.disconnect();
      expect(failed.payload.message).toBe(message);
      const snapshot = await getJson<{ status: string; error: string }>(stack, `/api/generations/${created.body.id}`, {
        anonymousToken: created.body.anonymousToken,
      });
      expect(snapshot.body).toMatchObject({ status: 'failed', error: message });
      // The assistant's error message is written just after the failure is announced.
      await waitFor(async () => {
        const conversation = await getJson<{ messages: { content: string }[] }>(
          stack,
          `/api/conversations/${created.body.conversationId}`,
          { anonymousToken: created.body.anonymousToken },
        );
        return conversation.body.messages.at(-1)!.content === Messages.generation.errorChatMessage(message);
      }, 'the error message in the conversation');
      if (alertTitle) {
        const alert = (await alerts()).find((a) => a.title === alertTitle);
        expect(alert).toBeDefined();
        // The provider's text reaches the operator, never a key.
        expect(alert!.message).not.toMatch(/abcdefghijkl/);
      }
    },
  );

  it('raises one alert for a burst of the same failure, counting occurrences', async () => {
    const before = (await alerts()).find((a) => a.title === Messages.alerts.modelAuthentication)?.occurrences ?? 0;
    for (let i = 0; i < 2; i += 1) {
      const prompt = `burst ${randomUUID()}`;
      scripts.set(prompt, { status: 401 });
      const created = await createGeneration(stack, { prompt }, freshCaller());
      await waitFor(async () => {
        const s = await getJson<{ status: string }>(stack, `/api/generations/${created.body.id}`, {
          anonymousToken: created.body.anonymousToken,
        });
        return s.body.status === 'failed';
      }, 'failure');
    }
    const rows = (await alerts()).filter((a) => a.title === Messages.alerts.modelAuthentication);
    expect(rows).toHaveLength(1);
    expect(rows[0].occurrences).toBe(before + 2);
    expect(rows[0].severity).toBe('critical');
  });

  it('shows, streams and stops a generation only for its owner', async () => {
    const prompt = `private ${randomUUID()}`;
    scripts.set(prompt, { chunks: Array.from({ length: 100 }, () => 'x\n'), delayMs: 20 });
    const owner = await createGeneration(stack, { prompt }, freshCaller());
    const stranger = await createGeneration(stack, { prompt: 'mine' }, freshCaller());
    const strangerCaller = { anonymousToken: stranger.body.anonymousToken };
    expect((await getJson(stack, `/api/generations/${owner.body.id}`, strangerCaller)).status).toBe(404);
    expect((await getJson(stack, `/api/generations/${owner.body.id}`)).status).toBe(404);
    expect((await getJson(stack, `/api/conversations/${owner.body.conversationId}`, strangerCaller)).status).toBe(404);
    const cancel = await fetch(`${stack.baseUrl}/api/generations/${owner.body.id}/cancel`, {
      method: 'POST',
      headers: { 'x-anonymous-session': stranger.body.anonymousToken! },
    });
    expect(cancel.status).toBe(404);
    const follow = await createGeneration(
      stack,
      { prompt: 'follow', conversationId: owner.body.conversationId },
      { ...freshCaller(), ...strangerCaller },
    );
    expect(follow.status).toBe(404);
    expect(follow.body.message).toBe(Messages.generation.conversationNotFound);
    const socket = await connect(stack.baseUrl, strangerCaller);
    const events = record(socket);
    const ack = await socket.emitWithAck('generation:subscribe', { id: owner.body.id });
    expect(ack).toEqual({ ok: false, error: Messages.generation.generationNotFound, code: 'GENERATION_NOT_FOUND' });
    const cancelAck = await socket.emitWithAck('generation:cancel', { id: owner.body.id });
    expect(cancelAck.ok).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(events.filter((e) => e.payload.id === owner.body.id)).toEqual([]);
    socket.disconnect();
    // The owner still can, and stops it.
    const ownerCancel = await fetch(`${stack.baseUrl}/api/generations/${owner.body.id}/cancel`, {
      method: 'POST',
      headers: { 'x-anonymous-session': owner.body.anonymousToken! },
    });
    expect(ownerCancel.status).toBe(200);
  });

  it('limits anonymous generations per address and says when to try again', async () => {
    const caller = freshCaller();
    for (let i = 0; i < 5; i += 1)
      expect((await createGeneration(stack, { prompt: `limit ${i}` }, caller)).status).toBe(202);
    const refused = await createGeneration(stack, { prompt: 'one too many' }, caller);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toBe(Messages.http.tooManyRequests(retryAfter));
    expect(refused.body.retryAfterSeconds).toBe(retryAfter);
    // Another address is not affected.
    expect((await createGeneration(stack, { prompt: 'elsewhere' }, freshCaller())).status).toBe(202);
  });
});

describe('generations of signed-in users', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi({ apiKey: KEY });
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      env: {
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: KEY,
        GENERATION_RATE_LIMIT_USER: '3',
        GENERATION_RATE_LIMIT_ANONYMOUS: '0',
      },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await model?.close();
    await db?.drop();
  });

  it('belong to the account: followed over an authenticated socket, listed as conversations, hidden from others', async () => {
    const ada = await signUpUser(stack.baseUrl);
    const bob = await signUpUser(stack.baseUrl);
    const created = await createGeneration(
      stack,
      { prompt: 'a vpc for ada', platform: 'aws', format: 'terraform-aws' },
      { accessToken: ada.token },
    );
    expect(created.status).toBe(202);
    expect(created.body.anonymousToken).toBeUndefined();
    const socket = await connect(stack.baseUrl, { token: ada.token });
    const events = record(socket);
    const ack = await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    expect(ack.ok).toBe(true);
    if (!(ack.ok && ack.data.status === 'completed'))
      await waitForEvent(events, 'generation:completed', created.body.id);
    socket.disconnect();

    const list = await getJson<{ items: { id: string; title: string; platform: string }[]; nextBefore: string | null }>(
      stack,
      '/api/conversations',
      { accessToken: ada.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: created.body.conversationId, title: 'a vpc for ada', platform: 'aws' }),
    ]);
    expect(list.body.nextBefore).toBeNull();
    expect(
      (await getJson<{ items: unknown[] }>(stack, '/api/conversations', { accessToken: bob.token })).body.items,
    ).toEqual([]);
    expect(
      (await getJson(stack, `/api/conversations/${created.body.conversationId}`, { accessToken: bob.token })).status,
    ).toBe(404);
    expect((await getJson(stack, `/api/generations/${created.body.id}`, { accessToken: bob.token })).status).toBe(404);
    expect((await getJson(stack, '/api/conversations')).status).toBe(401);
    const bobSocket = await connect(stack.baseUrl, { token: bob.token });
    expect((await bobSocket.emitWithAck('generation:subscribe', { id: created.body.id })).ok).toBe(false);
    bobSocket.disconnect();
  });

  it("counts against the account's hourly allowance, and refuses visitors when anonymous generation is off", async () => {
    const user = await signUpUser(stack.baseUrl);
    for (let i = 0; i < 3; i += 1)
      expect((await createGeneration(stack, { prompt: `allowance ${i}` }, { accessToken: user.token })).status).toBe(
        202,
      );
    const refused = await createGeneration(stack, { prompt: 'over' }, { accessToken: user.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const visitor = await createGeneration(stack, { prompt: 'anonymous' });
    expect(visitor.status).toBe(403);
    expect(visitor.body.message).toBe(Messages.generation.anonymousDisabled);
  });
});

describe('stopping a generation no worker has taken yet', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, poolMax: db.poolMax, workers: 0 });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it('removes the job and ends the generation cancelled at once', async () => {
    const created = await createGeneration(stack, { prompt: 'never picked up' });
    const token = { anonymousToken: created.body.anonymousToken };
    const response = await fetch(`${stack.baseUrl}/api/generations/${created.body.id}/cancel`, {
      method: 'POST',
      headers: { 'x-anonymous-session': token.anonymousToken! },
    });
    expect(await response.json()).toEqual({ status: 'cancelled' });
    const snapshot = await getJson<{ status: string }>(stack, `/api/generations/${created.body.id}`, token);
    expect(snapshot.body.status).toBe('cancelled');
    const conversation = await getJson<{ messages: { content: string }[] }>(
      stack,
      `/api/conversations/${created.body.conversationId}`,
      token,
    );
    expect(conversation.body.messages.map((m) => m.content)).toEqual([
      'never picked up',
      Messages.generation.stoppedByUser,
    ]);
  });
});
