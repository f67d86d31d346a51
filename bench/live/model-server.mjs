// A minimal OpenAI-compatible streaming server for the benchmark (the protocol of
// test/support/fake-openai-server.ts). Every chunk carries a marker `⟦k:i⟧` naming its
// generation key and index, and the server notes when it wrote it and when a client closed
// the connection, on the machine's monotonic clock (./clock.mjs).
import { createServer } from 'node:http';
import { now } from './clock.mjs';

export function startModelServer({ chunksPerSecond, chunks }) {
  const writes = new Map(); // `${key}:${i}` -> now() of the write
  const requests = new Map(); // key -> { arrivedAt, closedAt }
  const gap = 1000 / chunksPerSecond;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const arrivedAt = now();
      const body = JSON.parse(raw);
      const key = /bench-key-(\d+)/.exec(body.messages.at(-1).content)?.[1] ?? 'unknown';
      const record = { arrivedAt, closedAt: null };
      requests.set(key, record);
      res.on('close', () => {
        if (!res.writableFinished) record.closedAt = now();
      });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (content, finish) =>
        `data: ${JSON.stringify({ id: `chatcmpl-${key}`, object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`;
      res.write(
        'data: ' +
          JSON.stringify({
            id: `chatcmpl-${key}`,
            object: 'chat.completion.chunk',
            created: 0,
            model: body.model,
            choices: [{ index: 0, delta: { role: 'assistant', content: '```hcl\n' }, finish_reason: null }],
          }) +
          '\n\n',
      );
      let i = 0;
      const started = now();
      const tick = () => {
        if (record.closedAt !== null || res.destroyed) return;
        if (i >= chunks) {
          res.write(chunk('```\n', null));
          res.write(chunk(null, 'stop'));
          res.write('data: [DONE]\n\n');
          res.end();
          return;
        }
        writes.set(`${key}:${i}`, now());
        res.write(chunk(`# ⟦${key}:${i}⟧\n`, null));
        i += 1;
        // Scheduled against the start, so the rate holds even when a timer fires late.
        setTimeout(tick, Math.max(0, started + i * gap - now()));
      };
      tick();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/v1`,
        writes,
        requests,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(r);
          }),
      }),
    ),
  );
}
