import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { createNodeFetch } from './node-fetch';
import { createModelClient } from './model-client';
import { streamCompletion } from './stream-completion';
import { ModelError } from './model-errors';

/** A local HTTP server whose handler each test sets; it notes connections and closes. */
class LocalServer {
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void = (_q, res) => res.end();
  connections = 0;
  closedEarly: Promise<void> = Promise.resolve();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => this.handler(req, res, body));
      this.closedEarly = new Promise((resolve) =>
        res.once('close', () => (res.writableFinished ? undefined : resolve())),
      );
    });
    this.server.on('connection', () => (this.connections += 1));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const sse = (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream', 'x-request-id': 'req-1' });

describe('createNodeFetch', () => {
  const server = new LocalServer();
  const fetchNode = createNodeFetch();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('sends the method, headers and JSON body, and reads a JSON answer whole', async () => {
    let seen: { method?: string; auth?: string; type?: string; length?: string; body?: string } = {};
    server.handler = (req, res, body) => {
      seen = {
        method: req.method,
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        length: req.headers['content-length'],
        body,
      };
      res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'abc' });
      res.end(JSON.stringify({ ok: true, café: 'crème' }));
    };
    const payload = JSON.stringify({ model: 'm', note: 'é' });
    const response = await fetchNode(`${server.url}/v1/things`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: payload,
    });
    expect(seen).toEqual({
      method: 'POST',
      auth: 'Bearer k',
      type: 'application/json',
      length: String(Buffer.byteLength(payload)),
      body: payload,
    });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-request-id')).toBe('abc');
    expect(await response.json()).toEqual({ ok: true, café: 'crème' });
  });

  it('answers an error status as a standard Response with its text, and a 204 without a body', async () => {
    server.handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
      res.end('{"error":{"message":"slow down"}}');
    };
    const limited = await fetchNode(`${server.url}/x`, { method: 'POST', body: '{}' });
    expect([limited.ok, limited.status, limited.headers.get('retry-after')]).toEqual([false, 429, '7']);
    expect(await limited.text()).toBe('{"error":{"message":"slow down"}}');

    server.handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const empty = await fetchNode(`${server.url}/x`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('hands an event stream over as the bytes arrive, without waiting for its end', async () => {
    let write: (text: string) => void = () => undefined;
    let end: () => void = () => undefined;
    server.handler = (_req, res) => {
      sse(res);
      write = (text) => res.write(text);
      end = () => res.end();
      write('data: one\n\n');
    };
    const response = await fetchNode(`${server.url}/stream`, { method: 'POST', body: '{}' });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = (response.body as unknown as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    expect(Buffer.from((await reader.next()).value as Buffer).toString()).toBe('data: one\n\n');
    write('data: two\n\n');
    expect(Buffer.from((await reader.next()).value as Buffer).toString()).toBe('data: two\n\n');
    end();
    expect((await reader.next()).done).toBe(true);
  });

  it('keeps the connection alive for the next request', async () => {
    server.handler = (_req, res) => res.end('ok');
    const before = server.connections;
    for (let i = 0; i < 3; i += 1) expect(await (await fetchNode(`${server.url}/again`)).text()).toBe('ok');
    expect(server.connections - before).toBeLessThanOrEqual(1);
  });

  it('aborts before the answer: rejects with an AbortError', async () => {
    server.handler = () => undefined; // never answers
    const controller = new AbortController();
    const pending = fetchNode(`${server.url}/slow`, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 30));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await server.closedEarly;
    await expect(fetchNode(`${server.url}/slow`, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('aborts mid-stream: the reader gets an AbortError and the server sees the connection close', async () => {
    server.handler = (_req, res) => {
      sse(res);
      res.write('data: first\n\n');
    };
    const controller = new AbortController();
    const response = await fetchNode(`${server.url}/stream`, { method: 'POST', body: '{}', signal: controller.signal });
    const reader = (response.body as unknown as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    await reader.next();
    controller.abort();
    await expect(reader.next()).rejects.toMatchObject({ name: 'AbortError' });
    await server.closedEarly;
  });

  it('reports a refused connection as an error, and an unknown protocol as a TypeError', async () => {
    const closed = new LocalServer();
    await closed.start();
    const url = closed.url;
    await closed.stop();
    await expect(fetchNode(`${url}/x`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(fetchNode('ftp://127.0.0.1/x')).rejects.toBeInstanceOf(TypeError);
  });

  it('carries a streamed chat completion through the openai SDK, chunk by chunk', async () => {
    const chunk = (content: string | null, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`;
    let body = '';
    server.handler = (_req, res, requestBody) => {
      body = requestBody;
      sse(res);
      res.write(chunk('resource ', null));
      // Split in the middle of an event: the SDK's decoder must join the pieces.
      const next = chunk('"aws_s3_bucket"', null);
      res.write(next.slice(0, 20));
      setTimeout(() => {
        res.write(next.slice(20));
        res.write(chunk(null, 'stop'));
        res.end('data: [DONE]\n\n');
      }, 10);
    };
    const client = new OpenAI({ apiKey: 'k', baseURL: `${server.url}/v1`, maxRetries: 0, fetch: fetchNode });
    const stream = await client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'a bucket' }],
      stream: true,
    });
    const pieces: string[] = [];
    let finish: string | null = null;
    for await (const part of stream) {
      if (part.choices[0]?.delta?.content) pieces.push(part.choices[0].delta.content);
      finish = part.choices[0]?.finish_reason ?? finish;
    }
    expect(pieces).toEqual(['resource ', '"aws_s3_bucket"']);
    expect(finish).toBe('stop');
    expect(JSON.parse(body)).toMatchObject({
      model: 'm',
      stream: true,
      messages: [{ role: 'user', content: 'a bucket' }],
    });
  });

  it("turns an API error through the SDK into its typed error with the server's message", async () => {
    server.handler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
        }),
      );
    };
    const client = new OpenAI({ apiKey: 'bad', baseURL: `${server.url}/v1`, maxRetries: 0, fetch: fetchNode });
    await expect(
      client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }], stream: true }),
    ).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('Incorrect API key provided'),
    });
  });

  it('a model that sends no answer within the timeout fails as a timeout, and the server sees the request closed', async () => {
    server.handler = () => undefined; // headers never come
    const config = { apiKey: 'k', baseUrl: `${server.url}/v1`, model: 'm', timeoutMs: 150, idleTimeoutMs: 5_000 };
    const run = streamCompletion(
      createModelClient(config),
      config,
      [{ role: 'user', content: 'x' }],
      new AbortController().signal,
    );
    const failure = (async () => {
      for await (const _ of run.chunks) void _;
    })();
    await expect(failure).rejects.toBeInstanceOf(ModelError);
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
    await server.closedEarly;
  });
});
