import { generateInfrastructure, renderAsMarkdown } from '@infragen/iac-generator';
import { type GenerationSnapshot } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { ScriptedSource } from '../support/scripted-source';
import { waitFor } from '../support/free-port';
import { connect, createGeneration, record } from '../support/generation-client';

describe('generation pipeline: api -> BullMQ -> worker -> Socket.IO', () => {
  let db: TestDatabase;
  let stack: Stack;
  const chunks = Array.from({ length: 40 }, (_, i) => `line ${i}\n`);
  const source = new ScriptedSource({ chunks, delayMs: 5 });

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, poolMax: db.poolMax, source });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it('streams a queued job to the subscribed socket in order and completes', async () => {
    const created = await createGeneration(stack, { prompt: '  an S3 bucket  ', platform: 'terraform' });
    expect(created.status).toBe(202);
    // Issued and signed by the server (decision 029): `<id>.<signature>`.
    expect(created.body.anonymousToken).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    const socket = await connect(stack.baseUrl, { anonymousToken: created.body.anonymousToken });
    const events = record(socket);
    const ack = await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    expect(ack.ok).toBe(true);
    const snapshot = (ack as { ok: true; data: GenerationSnapshot }).data;

    await waitFor(async () => events.some((e) => e.event === 'generation:completed'), 'completed event');
    socket.disconnect();

    const deltas = events
      .filter((e) => e.event === 'generation:delta')
      .map((e) => e.payload as { seq: number; text: string });
    // Deltas the snapshot already held are skipped, as the browser does; the rest run on by one.
    const fresh = deltas.filter((d) => d.seq > snapshot.seq);
    expect(fresh.map((d) => d.seq)).toEqual(fresh.map((_, i) => snapshot.seq + 1 + i));
    expect(snapshot.text + fresh.map((d) => d.text).join('')).toBe(chunks.join(''));
    const completed = events.find((e) => e.event === 'generation:completed')!.payload as {
      code: string;
      files: unknown[];
    };
    expect(completed.code).toBe(chunks.join(''));
    // The prompt reached the worker trimmed, with the platform's default format.
    expect(source.seen.at(-1)).toMatchObject({ prompt: 'an S3 bucket', platform: 'terraform', format: 'terraform' });
    const last = events.filter((e) => e.event.startsWith('generation:')).at(-1)!;
    expect(last).toEqual({ event: 'generation:status', payload: { id: created.body.id, status: 'completed' } });

    const stored = await fetch(`${stack.baseUrl}/api/generations/${created.body.id}`, {
      headers: { 'x-anonymous-session': created.body.anonymousToken! },
    });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({
      status: 'completed',
      text: chunks.join(''),
      seq: fresh.at(-1)?.seq ?? snapshot.seq,
    });
  });

  it('refuses to show a generation to anyone but its anonymous owner', async () => {
    const created = await createGeneration(stack, { prompt: 'a VPC', platform: 'aws' });
    const stranger = await createGeneration(stack, { prompt: 'another', platform: 'aws' });
    const asStranger = await fetch(`${stack.baseUrl}/api/generations/${created.body.id}`, {
      headers: { 'x-anonymous-session': stranger.body.anonymousToken! },
    });
    expect(asStranger.status).toBe(404);
    const anonymous = await fetch(`${stack.baseUrl}/api/generations/${created.body.id}`);
    expect(anonymous.status).toBe(404);
    const socket = await connect(stack.baseUrl, { anonymousToken: stranger.body.anonymousToken });
    const ack = await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    socket.disconnect();
    expect(ack).toEqual({ ok: false, error: 'Generation not found', code: 'GENERATION_NOT_FOUND' });
  });

  it('reuses the anonymous session a visitor presents', async () => {
    const first = await createGeneration(stack, { prompt: 'one', platform: 'gcp' });
    const second = await createGeneration(
      stack,
      { prompt: 'two', platform: 'gcp' },
      { anonymousToken: first.body.anonymousToken },
    );
    expect(second.status).toBe(202);
    expect(second.body.anonymousToken).toBeUndefined();
    const read = await fetch(`${stack.baseUrl}/api/generations/${second.body.id}`, {
      headers: { 'x-anonymous-session': first.body.anonymousToken! },
    });
    expect(read.status).toBe(200);
  });
});

describe('generation without any model configured: the built-in generator', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, poolMax: db.poolMax });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it("streams the built-in generator's text, then completes with its files and explanation", async () => {
    const request = {
      prompt: 'a private S3 bucket named "audit-logs" with versioning',
      platform: 'aws' as const,
      format: 'terraform-aws' as const,
    };
    const expected = generateInfrastructure(request);
    const created = await createGeneration(stack, request);
    const socket = await connect(stack.baseUrl, { anonymousToken: created.body.anonymousToken });
    const events = record(socket);
    const ack = await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    const snapshot = (ack as { ok: true; data: GenerationSnapshot }).data;
    if (snapshot.status !== 'completed')
      await waitFor(async () => events.find((e) => e.event === 'generation:completed'), 'completed event');
    socket.disconnect();
    const stored = (await (
      await fetch(`${stack.baseUrl}/api/generations/${created.body.id}`, {
        headers: { 'x-anonymous-session': created.body.anonymousToken! },
      })
    ).json()) as GenerationSnapshot;
    expect(stored.status).toBe('completed');
    expect(stored.text).toBe(renderAsMarkdown(expected));
    expect(stored.result!.files).toEqual(expected.files);
    expect(stored.result!.files.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['versions.tf', 'main.tf', 'variables.tf', 'outputs.tf']),
    );
    expect(stored.result!.code).toContain('resource "aws_s3_bucket"');
    expect(stored.result!.code).toContain('audit-logs');
    expect(stored.result!.explanation).toBe(expected.explanation);
  });

  it('declines plainly a request it does not understand, with no code', async () => {
    const request = {
      prompt: 'please sing me a lullaby about the sea',
      platform: 'aws' as const,
      format: 'terraform-aws' as const,
    };
    const expected = generateInfrastructure(request);
    expect(expected.declined).toBe(true);
    const created = await createGeneration(stack, request);
    await waitFor(async () => {
      const s = (await (
        await fetch(`${stack.baseUrl}/api/generations/${created.body.id}`, {
          headers: { 'x-anonymous-session': created.body.anonymousToken! },
        })
      ).json()) as GenerationSnapshot;
      return s.status === 'failed' ? s : undefined;
    }, 'the decline').then((s) => {
      expect(s).toMatchObject({ status: 'failed', error: expected.explanation.trim(), result: null });
    });
  });
});
