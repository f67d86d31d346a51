import type { Redis } from 'ioredis';

const TTL_SECONDS = 3600;

/**
 * The text of a running generation as streamed so far, kept in Redis by the worker that runs it.
 * A browser that subscribes (or reloads) mid-stream reads this after joining the room, so together
 * with the sequence numbers of later deltas it sees every character exactly once.
 */
export class GenerationStreamStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private keys(id: string) {
    return { text: `${this.prefix}:gen:${id}:text`, seq: `${this.prefix}:gen:${id}:seq` };
  }

  async append(id: string, seq: number, text: string): Promise<void> {
    const k = this.keys(id);
    await this.redis.multi().append(k.text, text).set(k.seq, String(seq)).expire(k.text, TTL_SECONDS).expire(k.seq, TTL_SECONDS).exec();
  }

  async read(id: string): Promise<{ text: string; seq: number } | null> {
    const k = this.keys(id);
    const [text, seq] = await this.redis.mget(k.text, k.seq);
    if (seq === null || seq === undefined) return null;
    return { text: text ?? '', seq: Number(seq) };
  }

  async clear(id: string): Promise<void> {
    const k = this.keys(id);
    await this.redis.del(k.text, k.seq);
  }
}
