import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Diagnostic, type FormatId } from '@infragen/contracts';
import { checkFiles } from '@infragen/iac-checker';
import { extractFiles } from '@infragen/iac-extract';
import { REPAIR_REQUEST_OPENING } from '@infragen/llm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type CompletionScript, type FakeOpenAiServer } from '../support/fake-openai-server';
import { connect, createGeneration, record, waitForEvent } from '../support/generation-client';

/**
 * Waivers are the user's, never the model's. A model answers with an `infragen:waive` comment
 * above its own CRITICAL finding (test/fixtures/model-waiver): the worker checks the answer as the
 * model's, so the finding stays an error, the waiver is shown as not honoured, and the finding is
 * sent back in the repair round, whose answer (the group narrowed, no waiver) is kept.
 */
const FORMAT: FormatId = 'terraform';
const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'model-waiver', name), 'utf8');
const FIRST = fixture('first-answer.md');
const REPAIRED = fixture('repaired-answer.md');
const streamOf = (text: string): CompletionScript => ({ chunks: text.split(/(?<=\n)/), firstDelayMs: 150, delayMs: 5 });
const critical = (list: readonly Diagnostic[]) => list.find((d) => d.code === 'IG-AWS-003');

describe('a waiver in a model answer is shown, not honoured, through the repair loop', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;
  const scripts = new Map<string, CompletionScript[]>();

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi();
    model.script = (body) => {
      const prompt = String(body.messages?.find((m) => m.role === 'user')?.content);
      return scripts.get(prompt)?.shift() ?? { status: 500, errorMessage: 'no script left for this prompt' };
    };
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      workers: 1,
      env: { OPENAI_BASE_URL: model.url, OPENAI_MODEL: 'model-waiver-model', OPENAI_IDLE_TIMEOUT_MS: '2000' },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await model?.close();
    await db?.drop();
  });

  it('keeps the CRITICAL finding an error, sends it to the repair round, and keeps the repaired answer', async () => {
    // The same answer as the user's own code: the waiver would apply (what the model must not get).
    const asUser = await checkFiles(extractFiles(FIRST, FORMAT), FORMAT, 'user');
    expect(critical(asUser)).toMatchObject({ severity: 'info', waived: { line: 6 } });
    const asModel = await checkFiles(extractFiles(FIRST, FORMAT), FORMAT, 'model');
    const finding = critical(asModel)!;
    expect(finding).toMatchObject({ severity: 'error', ruleSeverity: 'CRITICAL' });

    const prompt = `a web security group ${randomUUID()}`;
    scripts.set(prompt, [streamOf(FIRST), streamOf(REPAIRED)]);
    const created = await createGeneration(stack, { prompt, platform: 'terraform' }, { ip: '10.27.0.1' });
    expect(created.status).toBe(202);
    const socket = await connect(stack.baseUrl, { anonymousToken: created.body.anonymousToken });
    const events = record(socket);
    expect((await socket.emitWithAck('generation:subscribe', { id: created.body.id })).ok).toBe(true);
    const completed = await waitForEvent(events, 'generation:completed', created.body.id, 20_000);
    socket.disconnect();

    // One repair round was run for the one error: the model's waiver did not silence it.
    expect(events.find((e) => e.event === 'generation:repair')?.payload).toEqual({
      id: created.body.id,
      round: 1,
      problems: 1,
    });
    const repairs = model.requests.filter(
      (r) =>
        r.body.messages?.find((m) => m.role === 'user')?.content === prompt &&
        String(r.body.messages?.at(-1)?.content).startsWith(REPAIR_REQUEST_OPENING),
    );
    expect(repairs).toHaveLength(1);
    expect(String(repairs[0].body.messages!.at(-1)!.content)).toContain(
      `${finding.file}:${finding.line}:${finding.column} error [IG-AWS-003] ${finding.message}`,
    );
    expect(completed.payload).toMatchObject({
      files: extractFiles(REPAIRED, FORMAT),
      repair: { initialErrors: 1, kept: 1, finalErrors: 0 },
    });
    expect(critical(completed.payload.diagnostics as Diagnostic[])).toBeUndefined();
  });
});
