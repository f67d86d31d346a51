import { randomUUID } from 'node:crypto';
import { countBySeverity, type Diagnostic, type FormatId, type RepairRecord } from '@infragen/contracts';
import { checkFiles } from '@infragen/iac-checker';
import { extractFiles } from '@infragen/iac-extract';
import { REPAIR_REQUEST_OPENING } from '@infragen/llm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type CompletionScript, type FakeOpenAiServer } from '../support/fake-openai-server';
import {
  connect,
  createGeneration,
  getJson,
  record,
  waitForEvent,
  type Caller,
  type Client,
  type Recorded,
} from '../support/generation-client';
import { waitFor } from '../support/free-port';

/**
 * Checked output on the live path: after the answer streams, the worker checks it in its check
 * threads (status `validating`), and with a model configured sends the errors back for up to two
 * repair rounds, each streamed like the first answer; the answer with the fewest errors is kept,
 * stored with its findings and the rounds, sent with `completed`, and returned by the GET.
 */
const FORMAT: FormatId = 'terraform';
const VERSIONS = `terraform {
  required_version = ">= 1.6"
  required_providers {
    random = {
      source  = "hashicorp/random"
      version = "~> 3.6"
    }
  }
}
`;
/** Three resources; the first `misspelt` of them with a misspelt argument (one error each). */
function petsFile(misspelt: number): string {
  const pets: [string, string, string][] = [
    ['a', 'length = 2', 'lenght = 2'],
    ['b', 'prefix = "web"', 'prefx = "web"'],
    ['c', 'separator = "-"', 'separater = "-"'],
  ];
  return pets
    .map(([name, good, bad], i) => `resource "random_pet" "${name}" {\n  ${i < misspelt ? bad : good}\n}\n`)
    .join('\n');
}
/** A model's answer: prose and two fenced files, the way the system prompt asks. */
const answerWith = (misspelt: number, note = '') =>
  `Here is the code${note}.\n\n\`\`\`hcl\n# versions.tf\n${VERSIONS}\`\`\`\n\n\`\`\`hcl\n# main.tf\n${petsFile(misspelt)}\`\`\`\n`;
/** Streamed in lines, slowly enough for a subscriber to be in place before it ends. */
const streamOf = (text: string): CompletionScript => ({
  chunks: text.split(/(?<=\n)/),
  firstDelayMs: 150,
  delayMs: 5,
});

/** What the checks say about an answer, computed here with the same function (never hard-coded). */
async function findingsOf(text: string): Promise<Diagnostic[]> {
  return checkFiles(extractFiles(text, FORMAT), FORMAT);
}
const errorsOf = async (text: string) => countBySeverity(await findingsOf(text)).error;

let ipCounter = 0;
const freshCaller = (): Caller => ({ ip: `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

interface Followed {
  id: string;
  caller: Caller;
  socket: Client;
  events: Recorded[];
}

describe('checked output: validating, diagnostics and the repair loop', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;
  /** Per prompt, the answers of its requests in order: the first answer, then each repair round's. */
  const scripts = new Map<string, CompletionScript[]>();

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi();
    // The prompt is the first user message; every request for it (repairs too) takes the next answer.
    model.script = (body) => {
      const prompt = String(body.messages?.find((m) => m.role === 'user')?.content);
      return scripts.get(prompt)?.shift() ?? { status: 500, errorMessage: 'no script left for this prompt' };
    };
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      workers: 1,
      env: { OPENAI_BASE_URL: model.url, OPENAI_MODEL: 'checked-output-model', OPENAI_IDLE_TIMEOUT_MS: '2000' },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await model?.close();
    await db?.drop();
  });

  async function start(prompt: string, answers: CompletionScript[]): Promise<Followed> {
    scripts.set(prompt, answers);
    const caller = freshCaller();
    const created = await createGeneration(stack, { prompt, platform: 'terraform' }, caller);
    expect(created.status).toBe(202);
    const follower = { ...caller, anonymousToken: created.body.anonymousToken };
    const socket = await connect(stack.baseUrl, { anonymousToken: created.body.anonymousToken });
    const events = record(socket);
    const ack = await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    expect(ack.ok).toBe(true);
    return { id: created.body.id, caller: follower, socket, events };
  }

  /** Waits for the ending's event and the status that follows it, then closes the socket. */
  async function finish(followed: Followed, ending = 'completed'): Promise<Recorded> {
    const event = await waitForEvent(followed.events, `generation:${ending}`, followed.id, 20_000);
    await waitFor(
      async () => followed.events.some((e) => e.event === 'generation:status' && e.payload.status === ending),
      `the ${ending} status`,
    );
    followed.socket.disconnect();
    return event;
  }

  const statuses = (events: Recorded[]) =>
    events.filter((e) => e.event === 'generation:status').map((e) => e.payload.status);
  /** The repair requests the model received for a prompt, in order. */
  const repairRequests = (prompt: string) =>
    model.requests.filter(
      (r) =>
        r.body.messages?.find((m) => m.role === 'user')?.content === prompt &&
        String(r.body.messages?.at(-1)?.content).startsWith(REPAIR_REQUEST_OPENING),
    );

  it('checks a flawed answer, repairs it in one round streamed from seq 1, and keeps the repaired answer', async () => {
    const prompt = `three random pets ${randomUUID()}`;
    const first = answerWith(2);
    const repaired = answerWith(0, ', repaired');
    const firstFindings = await findingsOf(first);
    expect(countBySeverity(firstFindings).error).toBe(2);
    expect(await errorsOf(repaired)).toBe(0);

    const followed = await start(prompt, [streamOf(first), streamOf(repaired)]);
    const completed = await finish(followed);

    // The answer streamed, was checked, went back for a round, streamed again and was checked again.
    expect(statuses(followed.events).slice(-4)).toEqual(['validating', 'running', 'validating', 'completed']);
    const repairEvent = followed.events.findIndex((e) => e.event === 'generation:repair');
    expect(followed.events[repairEvent].payload).toEqual({ id: followed.id, round: 1, problems: 2 });
    const roundDeltas = followed.events.slice(repairEvent).filter((e) => e.event === 'generation:delta');
    expect(roundDeltas[0].payload.seq).toBe(1);
    expect(roundDeltas.map((d) => d.payload.text).join('')).toBe(repaired);

    // The model got its own answer back, and each error with its place and fix.
    const [request] = repairRequests(prompt);
    const messages = request.body.messages!;
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: first });
    const asked = String(messages.at(-1)!.content);
    for (const d of firstFindings.filter((f) => f.severity === 'error')) {
      expect(asked).toContain(`${d.file}:${d.line}:${d.column} error [${d.code}] ${d.message}`);
      expect(asked).toContain(`Fix: ${d.fixHint}`);
    }

    const expectedRepair: RepairRecord = {
      initialErrors: 2,
      rounds: [{ round: 1, problems: 2, errors: 0, outcome: 'fixed' }],
      kept: 1,
      finalErrors: 0,
    };
    expect(completed.payload).toMatchObject({
      files: extractFiles(repaired, FORMAT),
      diagnostics: await findingsOf(repaired),
      repair: expectedRepair,
    });
    // Both model calls' tokens are counted.
    expect((completed.payload.usage as { totalTokens: number }).totalTokens).toBe(
      2 * 42 + first.split(/(?<=\n)/).length + repaired.split(/(?<=\n)/).length,
    );

    const stored = await getJson<Record<string, unknown>>(stack, `/api/generations/${followed.id}`, followed.caller);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      status: 'completed',
      text: repaired,
      diagnostics: await findingsOf(repaired),
      repair: expectedRepair,
      result: { files: extractFiles(repaired, FORMAT) },
    });
  });

  it('keeps the answer with the fewest errors across two rounds, and records what each round did', async () => {
    const prompt = `pets, two rounds ${randomUUID()}`;
    // 2 errors, then a worse round (3), then a better one (1): the second round's answer is kept.
    const answers = [answerWith(2), answerWith(3, ' (round one)'), answerWith(1, ' (round two)')];
    const errors = await Promise.all(answers.map(errorsOf));
    expect(errors).toEqual([2, 3, 1]);
    const followed = await start(prompt, answers.map(streamOf));
    const completed = await finish(followed);

    expect(followed.events.filter((e) => e.event === 'generation:repair').map((e) => e.payload)).toEqual([
      { id: followed.id, round: 1, problems: 2 },
      // The second round starts again from the best answer so far (the first), not the worse one.
      { id: followed.id, round: 2, problems: 2 },
    ]);
    const [, second] = repairRequests(prompt);
    expect(second.body.messages!.at(-2)).toEqual({ role: 'assistant', content: answers[0] });
    expect(completed.payload).toMatchObject({
      files: extractFiles(answers[2], FORMAT),
      diagnostics: await findingsOf(answers[2]),
      repair: {
        initialErrors: 2,
        rounds: [
          { round: 1, problems: 2, errors: 3, outcome: 'worse' },
          { round: 2, problems: 2, errors: 1, outcome: 'improved' },
        ],
        kept: 2,
        finalErrors: 1,
      },
    });
  });

  it('keeps the first answer when no round does better, and completes when a round fails', async () => {
    const prompt = `pets, no better ${randomUUID()}`;
    const first = answerWith(1);
    const followed = await start(prompt, [
      streamOf(first),
      streamOf(answerWith(1, ' (the same errors again)')),
      { status: 500, errorMessage: 'the model server broke during the repair' },
    ]);
    const completed = await finish(followed);
    expect(completed.payload).toMatchObject({
      files: extractFiles(first, FORMAT),
      diagnostics: await findingsOf(first),
      repair: {
        initialErrors: 1,
        rounds: [
          { round: 1, problems: 1, errors: 1, outcome: 'unchanged' },
          { round: 2, problems: 1, errors: null, outcome: 'failed' },
        ],
        kept: 0,
        finalErrors: 1,
      },
    });
    const stored = await getJson<{ text: string; status: string }>(
      stack,
      `/api/generations/${followed.id}`,
      followed.caller,
    );
    expect(stored.body).toMatchObject({ status: 'completed', text: first });
  });

  it('sends nothing back when the answer has no error: validating, then completed with its findings', async () => {
    const prompt = `clean pets ${randomUUID()}`;
    const clean = answerWith(0);
    const followed = await start(prompt, [streamOf(clean)]);
    const completed = await finish(followed);
    expect(statuses(followed.events).slice(-2)).toEqual(['validating', 'completed']);
    expect(followed.events.some((e) => e.event === 'generation:repair')).toBe(false);
    expect(repairRequests(prompt)).toHaveLength(0);
    expect(completed.payload).toMatchObject({ diagnostics: await findingsOf(clean), repair: null });
  });

  it('stops during a repair round: the model request is aborted and the generation ends cancelled', async () => {
    const prompt = `pets, stopped while repairing ${randomUUID()}`;
    const slowRound: CompletionScript = {
      chunks: Array.from({ length: 300 }, (_, i) => `# repair line ${i}\n`),
      delayMs: 20,
    };
    const followed = await start(prompt, [streamOf(answerWith(1)), slowRound]);
    const repair = await waitForEvent(followed.events, 'generation:repair', followed.id, 20_000);
    expect(repair.payload.round).toBe(1);
    await waitFor(
      async () => followed.events.slice(followed.events.indexOf(repair)).some((e) => e.event === 'generation:delta'),
      'the repair round streaming',
    );
    const index = model.requests.indexOf(repairRequests(prompt)[0]);
    const cancel = await followed.socket.emitWithAck('generation:cancel', { id: followed.id });
    expect(cancel.ok).toBe(true);
    await finish(followed, 'cancelled');
    await model.waitForAbort(index);
    const stored = await getJson<{ status: string; repair: RepairRecord }>(
      stack,
      `/api/generations/${followed.id}`,
      followed.caller,
    );
    expect(stored.body.status).toBe('cancelled');
    expect(stored.body.repair.rounds).toEqual([{ round: 1, problems: 1, errors: null, outcome: 'stopped' }]);
  });

  it('answers a subscribe during a repair round with the round so far, its text starting over', async () => {
    const prompt = `pets, followed mid-round ${randomUUID()}`;
    const round = answerWith(0, ', slowly repaired');
    const followed = await start(prompt, [
      streamOf(answerWith(1)),
      { chunks: round.split(/(?<=\n)/), firstDelayMs: 300, delayMs: 150 },
    ]);
    await waitForEvent(followed.events, 'generation:repair', followed.id, 20_000);
    const late = await connect(stack.baseUrl, { anonymousToken: followed.caller.anonymousToken });
    await waitFor(
      async () => followed.events.filter((e) => e.event === 'generation:delta' && e.payload.seq === 2).length > 1,
      'the round under way',
    );
    const ack = await late.emitWithAck('generation:subscribe', { id: followed.id });
    late.disconnect();
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.data.status).toBe('running');
    expect(round.startsWith(ack.data.text)).toBe(true);
    expect(ack.data.repair).toEqual({
      initialErrors: 1,
      rounds: [{ round: 1, problems: 1, errors: null, outcome: 'running' }],
      kept: null,
      finalErrors: null,
    });
    await finish(followed);
  });

  it("relays other streams while a big answer's checks run in the check thread", async () => {
    // A big answer (many files of 2,000 lines) takes the check thread a good while; a second
    // generation streams a chunk every 20 ms meanwhile. Its deltas keep coming between the big
    // one's `validating` and its `completed`: the checks never hold the worker's event loop.
    const manyPets = (file: number) =>
      Array.from({ length: 500 }, (_, i) => `resource "random_pet" "f${file}p${i}" {\n  length = 2\n}\n\n`).join('');
    const big = [
      '```hcl\n# versions.tf\n' + VERSIONS + '```\n',
      ...Array.from({ length: 12 }, (_, f) => `\`\`\`hcl\n# pets${f}.tf\n${manyPets(f)}\`\`\`\n`),
    ].join('\n');
    const bigPrompt = `a big answer ${randomUUID()}`;
    const steadyPrompt = `a steady stream ${randomUUID()}`;
    const steady = await start(steadyPrompt, [
      {
        chunks: ['```hcl\n# main.tf\n', ...Array.from({ length: 150 }, (_, i) => `# steady line ${i}\n`), '```\n'],
        delayMs: 20,
      },
    ]);
    await waitFor(async () => steady.events.some((e) => e.event === 'generation:delta'), 'the steady stream');
    const bigOne = await start(bigPrompt, [{ chunks: big.split(/(?<=```\n)/) }]);

    // One timeline of both generations' events, as they arrived.
    const timeline: { id: string; event: string; status?: string }[] = [];
    for (const followed of [steady, bigOne])
      followed.socket.onAny((event: string, payload: { id: string; status?: string }) =>
        timeline.push({ id: payload.id, event, status: payload.status }),
      );
    await finish(bigOne);
    const from = timeline.findIndex((e) => e.id === bigOne.id && e.status === 'validating');
    const to = timeline.findIndex((e) => e.id === bigOne.id && e.event === 'generation:completed');
    expect(from).toBeGreaterThanOrEqual(0);
    const relayedMeanwhile = timeline
      .slice(from, to)
      .filter((e) => e.id === steady.id && e.event === 'generation:delta').length;
    expect(relayedMeanwhile).toBeGreaterThanOrEqual(10);
    await finish(steady);
  });
});
