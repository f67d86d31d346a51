import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

/** Sends PING over a raw socket; resolves true on +PONG (or an auth error: something answers). */
function redisAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(/^(\+PONG|-NOAUTH|-ERR)/.test(data.toString())));
  });
}

const HOW_TO_GET_REDIS = (url) =>
  [
    `Redis is not answering at ${url}, and no redis-server is installed to start one.`,
    'Get Redis in one of these ways, then run `npm start` again:',
    '  - Debian/Ubuntu: sudo apt-get install redis-server   (npm start then starts it for you)',
    '  - macOS: brew install redis',
    '  - point REDIS_URL at a running Redis, e.g. REDIS_URL=redis://my-redis:6379',
    '  - or run the whole stack in containers: docker compose up',
  ].join('\n');

/**
 * Makes sure Redis answers at `url`. When nothing does and the URL is local, starts a redis-server
 * for this run with its data (append-only file) under DATA_DIR/redis; returns its pid, a part of its
 * command line that names it as ours (its data folder), and how to stop it.
 */
export async function ensureRedis({ url, dataDir, allowStart, say }) {
  const parsed = new URL(url);
  const host = parsed.hostname || '127.0.0.1';
  const port = Number(parsed.port || 6379);
  if (await redisAnswers(host, port)) return {};
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);
  const installed = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!allowStart || !local || !installed) {
    throw new Error(
      !installed
        ? HOW_TO_GET_REDIS(url)
        : `Redis is not answering at ${url} (START_REDIS is off or the address is not local).`,
    );
  }
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  say(`no Redis at ${url}: starting redis-server with its data in ${dir}`);
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 100; i += 1) {
    if (await redisAnswers('127.0.0.1', port, 300)) {
      return {
        pid: child.pid,
        marker: dir,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}.`);
}
