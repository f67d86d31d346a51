import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { freePort, waitFor } from './free-port';

/**
 * A redis-server of the test's own on a free port, for fault tests: they stop and restart this
 * one, never the shared Redis on 6379. With `appendOnly` it keeps an append-only file in its own
 * folder, as the compose file's Redis does, so what it held survives a restart.
 */
export class OwnRedis {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'infragen-redis-'));

  private constructor(
    readonly port: number,
    private readonly appendOnly: boolean,
  ) {}

  static async start(options: { appendOnly?: boolean } = {}): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort(), options.appendOnly ?? false);
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    this.child = spawn(
      'redis-server',
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--dir', this.dir],
        ...(this.appendOnly ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no']),
      ],
      { stdio: 'ignore' },
    );
    await waitFor(async () => {
      const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } finally {
        probe.disconnect();
      }
    }, `redis-server on ${this.port}`);
  }

  /** Kills the server (SIGKILL: a crash); `SIGTERM` is a restart's orderly shutdown instead. */
  async stop(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill(signal);
    });
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
