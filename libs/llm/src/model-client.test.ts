import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { createModelClient } from './model-client';
import type { ModelConfig } from './model-config';
import { classifyModelError, ModelError } from './model-errors';
import { streamCompletion } from './stream-completion';

/** A local HTTP server whose handler each test sets; it notes connections and early closes. */
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
const chunk = (content: string | null, finish: string | null, extra: object = {}) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }], ...extra })}\n\n`;
const messages = [{ role: 'user' as const, content: 'a bucket' }];

async function drain(chunks: AsyncIterable<string>): Promise<string[]> {
  const texts: string[] = [];
  for await (const text of chunks) texts.push(text);
  return texts;
}

describe('ModelClient and streamCompletion', () => {
  const server = new LocalServer();
  let config: ModelConfig;
  beforeAll(async () => {
    await server.start();
    config = { apiKey: 'k', baseUrl: `${server.url}/v1`, model: 'm', timeoutMs: 2_000, idleTimeoutMs: 2_000 };
  });
  afterAll(() => server.stop());

  it('posts the request and streams the text as it arrives, an event split across writes joined, then the usage', async () => {
    let seen: { method?: string; url?: string; auth?: string; type?: string; length?: string; body?: string } = {};
    let more: () => void = () => undefined;
    server.handler = (req, res, body) => {
      seen = {
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        length: req.headers['content-length'],
        body,
      };
      sse(res);
      res.write(chunk('resource ', null));
      const next = chunk('"aws_s3_bucket" é', null);
      more = () => {
        res.write(next.slice(0, 20));
        setTimeout(() => {
          res.write(next.slice(20));
          res.write(chunk(null, 'stop'));
          res.write(
            `data: ${JSON.stringify({ id: 'c1', choices: [], usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 } })}\n\n`,
          );
          res.end('data: [DONE]\n\ndata: after the end, not read\n\n');
        }, 10);
      };
    };
    const run = streamCompletion(createModelClient(config), config, messages, new AbortController().signal);
    const reader = run.chunks[Symbol.asyncIterator]();
    // The first text is given before the server has written the rest.
    expect((await reader.next()).value).toBe('resource ');
    more();
    expect((await reader.next()).value).toBe('"aws_s3_bucket" é');
    expect((await reader.next()).done).toBe(true);
    expect(run.finishReason()).toBe('stop');
    expect(run.usage()).toEqual({ promptTokens: 3, completionTokens: 4, totalTokens: 7 });
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/v1/chat/completions',
      auth: 'Bearer k',
      type: 'application/json',
    });
    expect(seen.length).toBe(String(Buffer.byteLength(seen.body!)));
    expect(JSON.parse(seen.body!)).toEqual({
      model: 'm',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('keeps the connection alive for the next request', async () => {
    server.handler = (_req, res) => {
      sse(res);
      res.end(chunk('ok', 'stop') + 'data: [DONE]\n\n');
    };
    const client = createModelClient(config);
    await drain(streamCompletion(client, config, messages, new AbortController().signal).chunks);
    const before = server.connections;
    for (let i = 0; i < 3; i += 1)
      expect(await drain(streamCompletion(client, config, messages, new AbortController().signal).chunks)).toEqual([
        'ok',
      ]);
    expect(server.connections).toBe(before);
  });

  it("answers an error status with the SDK's typed error: the server's message, status and headers", async () => {
    server.handler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } }));
    };
    const client = createModelClient(config);
    const unauthorized = client.streamChat({ model: 'm', messages, stream: true }, new AbortController().signal, 2_000);
    await expect(unauthorized).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(unauthorized).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('Incorrect API key provided'),
    });

    server.handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '7' });
      res.end('slow down');
    };
    const failure = await drain(streamCompletion(client, config, messages, new AbortController().signal).chunks).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ModelError);
    expect(failure).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 7 });
    expect((failure as ModelError).detail).toContain('slow down');
  });

  it('fails a chunk that is not JSON as a bad response, an error in the stream by its message, an early end as a lost connection', async () => {
    const client = createModelClient(config);
    const outcome = async (write: (res: ServerResponse) => void) => {
      server.handler = (_req, res) => {
        sse(res);
        write(res);
      };
      return drain(streamCompletion(client, config, messages, new AbortController().signal).chunks).catch(
        (error: unknown) => error as ModelError,
      );
    };
    expect(await outcome((res) => res.end(chunk('a', null) + 'data: {not json\n\n'))).toMatchObject({
      kind: 'bad-response',
    });
    const inStream = await outcome((res) => res.end(chunk('a', null) + 'data: {"error":{"message":"overloaded"}}\n\n'));
    expect(inStream).toBeInstanceOf(ModelError);
    expect((inStream as ModelError).detail).toContain('overloaded');
    expect(await outcome((res) => res.end(chunk('a', null)))).toMatchObject({ kind: 'connection-lost' });
    expect(await outcome((res) => res.end(chunk('a', 'content_filter') + 'data: [DONE]\n\n'))).toMatchObject({
      kind: 'rejected',
    });
  });

  it('a model that sends no answer within the timeout fails as a timeout, and the server sees the request closed', async () => {
    server.handler = () => undefined; // headers never come
    const quick = { ...config, timeoutMs: 150 };
    const failure = drain(
      streamCompletion(createModelClient(quick), quick, messages, new AbortController().signal).chunks,
    );
    await expect(failure).rejects.toBeInstanceOf(ModelError);
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
    await server.closedEarly;
  });

  it('a model silent longer than the idle timeout mid-stream fails as a timeout, and the server sees the close', async () => {
    server.handler = (_req, res) => {
      sse(res);
      res.write(chunk('first', null));
    };
    const idle = { ...config, idleTimeoutMs: 150 };
    const failure = drain(
      streamCompletion(createModelClient(idle), idle, messages, new AbortController().signal).chunks,
    );
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
    await server.closedEarly;
  });

  it('a stop before the answer or mid-stream ends the text quietly, and the server sees the connection close', async () => {
    const client = createModelClient(config);
    server.handler = () => undefined; // never answers
    const early = new AbortController();
    const before = drain(streamCompletion(client, config, messages, early.signal).chunks);
    await new Promise((r) => setTimeout(r, 30));
    early.abort();
    await expect(before).resolves.toEqual([]);
    await server.closedEarly;

    server.handler = (_req, res) => {
      sse(res);
      res.write(chunk('first', null));
    };
    const stop = new AbortController();
    const texts: string[] = [];
    for await (const text of streamCompletion(client, config, messages, stop.signal).chunks) {
      texts.push(text);
      stop.abort();
    }
    expect(texts).toEqual(['first']);
    await server.closedEarly;

    await expect(
      client.streamChat({ model: 'm', messages, stream: true }, AbortSignal.abort(), 1_000),
    ).rejects.toBeInstanceOf(OpenAI.APIUserAbortError);
  });

  it('a reader that leaves early closes the connection', async () => {
    server.handler = (_req, res) => {
      sse(res);
      res.write(chunk('first', null));
    };
    for await (const text of streamCompletion(createModelClient(config), config, messages, new AbortController().signal)
      .chunks) {
      expect(text).toBe('first');
      break;
    }
    await server.closedEarly;
  });

  it('reports a refused connection as unreachable, an unsupported address as a connection error', async () => {
    const closed = new LocalServer();
    await closed.start();
    const gone = { ...config, baseUrl: `${closed.url}/v1` };
    await closed.stop();
    const refused = await drain(
      streamCompletion(createModelClient(gone), gone, messages, new AbortController().signal).chunks,
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'unreachable' });

    const ftp = { ...config, baseUrl: 'ftp://127.0.0.1/v1' };
    const unsupported = createModelClient(ftp).streamChat(
      { model: 'm', messages, stream: true },
      new AbortController().signal,
      1_000,
    );
    await expect(unsupported).rejects.toBeInstanceOf(OpenAI.APIConnectionError);
    expect(classifyModelError(await unsupported.catch((e: unknown) => e), 'm')).toBeInstanceOf(ModelError);
  });
});
