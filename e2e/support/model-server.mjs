#!/usr/bin/env node
// A scripted OpenAI-compatible model server for the browser tests. It speaks the real streaming
// protocol of `POST /v1/chat/completions` (text/event-stream of chat.completion.chunk events, a
// finish chunk, a usage chunk when asked, then [DONE]), like test/support/fake-openai-server.ts,
// and picks its answer from markers in the last user message, so each test scripts its own model:
//
//   (no marker)  a fenced code block of 40 lines, one line every 50 ms (about 2 s)
//   [slow]       300 lines, one every 60 ms (about 18 s): time to stop it or reload mid-stream
//   [multi]      two files, main and variables, so the download is a zip
//   [refuse]     a 400 error answer, as the API gives for a request it rejects
//
// `GET /requests` answers what it received (newest last), so a test can check that a follow-up
// carried the earlier turns. `node e2e/support/model-server.mjs [port]` runs it on its own.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function readBody(req) {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** The code language and file extension the product's system prompt asks for. */
function targetOf(messages) {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const language = /fenced code block tagged (\w+)/.exec(system)?.[1] ?? 'hcl';
  const extension = /main(\.\w+)"/.exec(system)?.[1] ?? '.tf';
  return { language, extension, comment: language === 'json' || language === 'bicep' ? '//' : '#' };
}

function numberedLines(count, comment, label) {
  return Array.from({ length: count }, (_, i) => `${comment} ${label} line ${String(i + 1).padStart(3, '0')}\n`);
}

/** The answer to one request, as the chunks to stream and the pause between them. */
export function scriptFor(messages) {
  const prompt = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const { language, extension, comment } = targetOf(messages);
  const block = (name, lines) => [`\`\`\`${language}\n`, `${comment} ${name}\n`, ...lines, '```\n'];
  if (prompt.includes('[refuse]')) return { status: 400, message: 'This request was rejected by the scripted model server.' };
  if (prompt.includes('[multi]')) {
    return {
      chunks: [...block(`main${extension}`, numberedLines(5, comment, 'main')), '\n', ...block(`variables${extension}`, numberedLines(3, comment, 'variables'))],
      delayMs: 20,
    };
  }
  if (prompt.includes('[slow]')) return { chunks: block(`main${extension}`, numberedLines(300, comment, 'slow')), delayMs: 60 };
  return { chunks: block(`main${extension}`, numberedLines(40, comment, 'scripted')), delayMs: 50 };
}

/**
 * Starts the server on `port` (0: a free one); resolves to its base URL (ending in /v1), what it
 * received (`requests`, with when the first and last content chunks were written, on
 * performance.now() of this process) and close. `script` picks each answer: `scriptFor` unless a
 * caller (the streaming benchmark) brings its own, which may give `delays` per chunk.
 */
export async function startModelServer({ port = 0, host = '127.0.0.1', script: scriptOf = scriptFor } = {}) {
  const requests = [];
  let counter = 0;
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(requests));
      return;
    }
    if (req.method !== 'POST' || !/\/chat\/completions$/.test(req.url ?? '')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Unknown request URL: ${req.method} ${req.url}`, type: 'invalid_request_error', param: null, code: null } }));
      return;
    }
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error', param: null, code: null } }));
      return;
    }
    const record = { id: `chatcmpl-e2e-${++counter}`, model: body.model, messages: body.messages ?? [], receivedAt: new Date().toISOString(), aborted: false, finished: false, firstChunkAt: null, lastChunkAt: null };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true;
    });
    const script = scriptOf(record.messages);
    if (script.status) {
      record.finished = true;
      res.writeHead(script.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: script.message, type: 'invalid_request_error', param: null, code: null } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta, finish) =>
      `data: ${JSON.stringify({ id: record.id, object: 'chat.completion.chunk', created, model: body.model, system_fingerprint: null, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    for (let i = 0; i < script.chunks.length; i += 1) {
      if (i > 0) await sleep(script.delays?.[i] ?? script.delayMs);
      if (record.aborted) return;
      res.write(chunk({ content: script.chunks[i] }, null));
      record.lastChunkAt = performance.now();
      record.firstChunkAt ??= record.lastChunkAt;
    }
    res.write(chunk({}, 'stop'));
    if (body.stream_options?.include_usage) {
      const usage = { prompt_tokens: 100, completion_tokens: script.chunks.length, total_tokens: 100 + script.chunks.length };
      res.write(`data: ${JSON.stringify({ id: record.id, object: 'chat.completion.chunk', created, model: body.model, system_fingerprint: null, choices: [], usage })}\n\n`);
    }
    res.write('data: [DONE]\n\n');
    record.finished = true;
    res.end();
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}/v1`,
    origin: `http://${host}:${address.port}`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const model = await startModelServer({ port: Number(process.argv[2] ?? 0) });
  console.log(`scripted model server at ${model.url} (requests: ${model.origin}/requests)`);
}
