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
//   [flawed]     Terraform with a misspelt argument (`lenght`), which the product's checks find; its
//                repair requests get the same flaw back (the model cannot fix it)
//   [fixable]    the same flawed answer, whose repair request gets the corrected code
//   [diagram]    a small AWS network in Terraform, one resource every 400 ms (about 3 s), whose
//                security group opens SSH to the internet (a CRITICAL finding): the Diagram tab
//                grows while it streams and marks that group
//   [xss]        prose and code full of markup that would run script if a page rendered it as HTML
//                (each payload sets window.__xss to its number); the product must show it as text
//
// A repair request (the product sends the checks' findings back: its last user message opens with
// "Checking the code above found") is answered by the marker of the request it repairs, and with a
// 400 for requests without one, so an answer that happens to have errors keeps its first version.
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

/** The opening of the product's repair requests (libs/llm/src/prompts/repair-prompt.ts). */
const REPAIR_REQUEST = 'Checking the code above found';

/** A random pet with its provider pinned; `argument` is how its one argument is spelt. */
function petsAnswer(argument) {
  return [
    'Here is the code.\n\n',
    '```hcl\n# versions.tf\n',
    'terraform {\n  required_version = ">= 1.6"\n  required_providers {\n',
    '    random = {\n      source  = "hashicorp/random"\n      version = "~> 3.6"\n    }\n  }\n}\n',
    '```\n\n',
    '```hcl\n# main.tf\n',
    `resource "random_pet" "server" {\n  ${argument} = 2\n}\n`,
    '```\n',
  ];
}

/** A VPC with a subnet, an instance in it behind a security group open to SSH, and a bucket: one chunk per block. */
function networkAnswer() {
  return [
    'Here is the network.\n\n```hcl\n# main.tf\n',
    'terraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 5.0"\n    }\n  }\n}\n\n',
    'resource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}\n\n',
    'resource "aws_subnet" "public" {\n  vpc_id     = aws_vpc.main.id\n  cidr_block = "10.0.1.0/24"\n}\n\n',
    'resource "aws_security_group" "ssh" {\n  name        = "ssh"\n  description = "SSH from anywhere"\n  vpc_id      = aws_vpc.main.id\n\n  ingress {\n    description = "SSH"\n    from_port   = 22\n    to_port     = 22\n    protocol    = "tcp"\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n\n',
    'resource "aws_instance" "web" {\n  ami                    = "ami-0123456789abcdef0"\n  instance_type          = "t3.micro"\n  subnet_id              = aws_subnet.public.id\n  vpc_security_group_ids = [aws_security_group.ssh.id]\n}\n\n',
    'resource "aws_s3_bucket" "logs" {\n  bucket = "diagram-logs-example"\n}\n',
    '```\n',
  ];
}

/** The answer to a repair request: by the marker of the request it repairs (two messages up). */
function repairScriptFor(messages) {
  const repaired = messages.at(-3)?.content ?? '';
  if (repaired.includes('[fixable]')) return { chunks: petsAnswer('length'), delayMs: 150 };
  if (repaired.includes('[flawed]')) return { chunks: petsAnswer('lenght'), delayMs: 150 };
  return { status: 400, message: 'This scripted model server repairs only the answers of [flawed] and [fixable].' };
}

/** The answer to one request, as the chunks to stream and the pause between them. */
function scriptFor(messages) {
  const prompt = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  if (prompt.startsWith(REPAIR_REQUEST)) return repairScriptFor(messages);
  if (prompt.includes('[flawed]') || prompt.includes('[fixable]')) return { chunks: petsAnswer('lenght'), delayMs: 20 };
  const { language, extension, comment } = targetOf(messages);
  const block = (name, lines) => [`\`\`\`${language}\n`, `${comment} ${name}\n`, ...lines, '```\n'];
  if (prompt.includes('[xss]')) {
    return {
      chunks: [
        'Here is <img src=x onerror="window.__xss=4"> your <b>module</b> <script>window.__xss=5</script>.\n\n',
        `\`\`\`${language}\n`,
        `${comment} main${extension}\n`,
        `${comment} </script><svg onload="window.__xss=6"></svg><img src=x onerror="window.__xss=7">\n`,
        'locals {\n  banner = "<iframe src=javascript:window.__xss=8></iframe>"\n}\n',
        '```\n',
      ],
      delayMs: 20,
    };
  }
  if (prompt.includes('[diagram]')) return { chunks: networkAnswer(), delayMs: 400 };
  if (prompt.includes('[refuse]'))
    return { status: 400, message: 'This request was rejected by the scripted model server.' };
  if (prompt.includes('[multi]')) {
    return {
      chunks: [
        ...block(`main${extension}`, numberedLines(5, comment, 'main')),
        '\n',
        ...block(`variables${extension}`, numberedLines(3, comment, 'variables')),
      ],
      delayMs: 20,
    };
  }
  if (prompt.includes('[slow]'))
    return { chunks: block(`main${extension}`, numberedLines(300, comment, 'slow')), delayMs: 60 };
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
      res.end(
        JSON.stringify({
          error: {
            message: `Unknown request URL: ${req.method} ${req.url}`,
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        }),
      );
      return;
    }
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: 'We could not parse the JSON body of your request.',
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        }),
      );
      return;
    }
    const record = {
      id: `chatcmpl-e2e-${++counter}`,
      model: body.model,
      messages: body.messages ?? [],
      receivedAt: new Date().toISOString(),
      aborted: false,
      finished: false,
      firstChunkAt: null,
      lastChunkAt: null,
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true;
    });
    const script = scriptOf(record.messages);
    if (script.status) {
      record.finished = true;
      res.writeHead(script.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: script.message, type: 'invalid_request_error', param: null, code: null } }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
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
      const usage = {
        prompt_tokens: 100,
        completion_tokens: script.chunks.length,
        total_tokens: 100 + script.chunks.length,
      };
      res.write(
        `data: ${JSON.stringify({ id: record.id, object: 'chat.completion.chunk', created, model: body.model, system_fingerprint: null, choices: [], usage })}\n\n`,
      );
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const model = await startModelServer({ port: Number(process.argv[2] ?? 0) });
  console.log(`scripted model server at ${model.url} (requests: ${model.origin}/requests)`);
}
