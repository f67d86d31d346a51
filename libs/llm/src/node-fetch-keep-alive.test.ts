import { createServer, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import type { ModelConfig } from './model-config';
import { createModelClient } from './model-client';
import { createNodeFetch, IDLE_SOCKET_MS } from './node-fetch';
import { streamCompletion } from './stream-completion';

/**
 * The keep-alive race (a kept-alive connection the model server closes just as the next request
 * goes out on it), forced without timing: this OpenAI-compatible server does with each request
 * what `plan` says, given the request's number on its connection (1: a new connection). `reset`
 * destroys the socket before any answer byte, as a server closing an idle connection does when
 * the request crosses its FIN; `reset-mid-stream` writes the first chunk, then destroys it;
 * `reset-mid-head` writes part of the status line and headers, then destroys it.
 */
type Plan = 'answer' | 'reset' | 'reset-mid-stream' | 'reset-mid-head';

class ChatServer {
  plan: (nthOnConnection: number) => Plan = () => 'answer';
  /** Requests that arrived on a connection that had already carried one. */
  reusedRequests = 0;
  connections = 0;
  requests = 0;
  private readonly perSocket = new WeakMap<Socket, number>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.requests += 1;
      const socket = req.socket;
      const nth = (this.perSocket.get(socket) ?? 0) + 1;
      this.perSocket.set(socket, nth);
      if (nth > 1) this.reusedRequests += 1;
      req.resume();
      req.once('end', () => {
        const plan = this.plan(nth);
        if (plan === 'reset') socket.destroy();
        else if (plan === 'reset-mid-head')
          socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/ev', () => socket.destroy());
        else answer(res, plan === 'answer');
      });
    });
    this.server.on('connection', () => (this.connections += 1));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const event = (delta: object, finish: string | null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** A whole streamed answer ("hello"), or its first chunk and then a destroyed connection. */
function answer(res: ServerResponse, whole: boolean): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(event({ role: 'assistant', content: 'hel' }, null));
  if (!whole) {
    // Written bytes first, then the close: the client has read part of the answer.
    res.write('', () => res.socket?.destroy());
    return;
  }
  res.write(event({ content: 'lo' }, null));
  res.write(event({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

describe('model requests on a kept-alive connection the server closes', () => {
  const server = new ChatServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const configFor = (): ModelConfig => ({
    apiKey: 'k',
    baseUrl: server.url,
    model: 'm',
    timeoutMs: 5_000,
    idleTimeoutMs: 5_000,
  });

  async function generate(client: ReturnType<typeof createModelClient>, signal = new AbortController().signal) {
    const run = streamCompletion(client, configFor(), [{ role: 'user', content: 'a bucket' }], signal);
    let text = '';
    for await (const piece of run.chunks) text += piece;
    return { text, finish: run.finishReason() };
  }

  /** One client with one idle kept-alive connection to the server (its first request answered). */
  async function clientWithIdleConnection() {
    server.plan = () => 'answer';
    const client = createModelClient(configFor());
    const connections = server.connections;
    expect(await generate(client)).toEqual({ text: 'hello', finish: 'stop' });
    // The answer is read to its end, so the connection is back in the pool once the loop turns.
    await new Promise((resolve) => setImmediate(resolve));
    return { client, connections };
  }

  it('a request the server resets on a reused connection before answering is sent again on a new one', async () => {
    const { client, connections } = await clientWithIdleConnection();
    server.plan = (nth) => (nth > 1 ? 'reset' : 'answer');
    const reused = server.reusedRequests;
    expect(await generate(client)).toEqual({ text: 'hello', finish: 'stop' });
    // The race did happen: the request went out on the kept-alive connection and was reset there;
    // the answer came on a second, fresh connection.
    expect(server.reusedRequests - reused).toBe(1);
    expect(server.connections - connections).toBe(2);
  });

  it('a reset after part of the answer arrived is reported as a lost connection, not sent again', async () => {
    const { client } = await clientWithIdleConnection();
    server.plan = (nth) => (nth > 1 ? 'reset-mid-stream' : 'answer');
    const [requests, reused] = [server.requests, server.reusedRequests];
    await expect(generate(client)).rejects.toMatchObject({ kind: 'connection-lost' });
    expect([server.requests - requests, server.reusedRequests - reused]).toEqual([1, 1]);
  });

  it('a reset after part of the status line and headers arrived is reported, not sent again', async () => {
    const fetchNode = createNodeFetch();
    server.plan = () => 'answer';
    const first = await fetchNode(`${server.url}/chat/completions`, { method: 'POST', body: '{}' });
    for await (const _ of first.body as unknown as AsyncIterable<Buffer>) void _;
    await new Promise((resolve) => setImmediate(resolve));
    server.plan = (nth) => (nth > 1 ? 'reset-mid-head' : 'answer');
    const [requests, reused] = [server.requests, server.reusedRequests];
    await expect(fetchNode(`${server.url}/chat/completions`, { method: 'POST', body: '{}' })).rejects.toMatchObject({
      code: 'ECONNRESET',
    });
    expect([server.requests - requests, server.reusedRequests - reused]).toEqual([1, 1]);
  });

  it('a reset on a new connection is reported, not sent again (the server may have taken it)', async () => {
    server.plan = () => 'reset';
    const requests = server.requests;
    await expect(generate(createModelClient(configFor()))).rejects.toMatchObject({ kind: 'connection-lost' });
    expect(server.requests - requests).toBe(1);
  });

  it('an aborted request is not sent again, though the server then resets its reused connection', async () => {
    const { client } = await clientWithIdleConnection();
    const controller = new AbortController();
    // The stop arrives while the request is on the server, which then resets the connection.
    server.plan = (nth) => {
      if (nth === 1) return 'answer';
      controller.abort();
      return 'reset';
    };
    const [requests, connections] = [server.requests, server.connections];
    // A stop is not an error: the text simply ends.
    expect(await generate(client, controller.signal)).toEqual({ text: '', finish: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect([server.requests - requests, server.connections - connections]).toEqual([1, 0]);
  });
});

describe('idle kept-alive connections', () => {
  let server: Server;
  let url = '';
  const closed: Promise<void>[] = [];
  let connections = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
      // A pause longer than the client's idle time, in the middle of an answer.
      setTimeout(() => res.end('data: two\n\n'), 300);
    });
    // The server would keep an idle connection a minute: any close before is the client's.
    server.keepAliveTimeout = 60_000;
    server.on('connection', (socket: Socket) => {
      connections += 1;
      closed.push(once(socket, 'close').then(() => undefined));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('are dropped by the client before the common 5 s server keep-alive timeout', () => {
    // Node's own http server default; uvicorn and cpp-httplib (llama.cpp) keep 5 s too.
    expect(IDLE_SOCKET_MS).toBeLessThan(createServer().keepAliveTimeout);
  });

  it('are closed by the client after its idle time, while an answer quieter than that goes on', async () => {
    const fetchNode = createNodeFetch({ idleSocketMs: 100 });
    const before = connections;
    const read = async () => {
      const response = await fetchNode(url, { method: 'POST', body: '{}' });
      let text = '';
      for await (const piece of response.body as unknown as AsyncIterable<Buffer>) text += piece.toString();
      return text;
    };
    expect(await read()).toBe('data: one\n\ndata: two\n\n');
    expect(connections - before).toBe(1);
    // The idle connection is closed (by the client: the server would wait a minute) ...
    await closed[closed.length - 1];
    // ... so the next request opens a new one.
    expect(await read()).toBe('data: one\n\ndata: two\n\n');
    expect(connections - before).toBe(2);
  });
});
