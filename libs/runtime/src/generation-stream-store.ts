import type { Redis } from 'ioredis';

const TTL_SECONDS = 3600;

/**
 * Appends a delta's text and records its sequence number, both keys kept alive for the TTL, and
 * publishes the delta's message when one is given, as one command: a MULTI of four commands and a
 * separate PUBLISH cost the worker seven round-trip frames per delta, which at hundreds of deltas
 * a second is where its CPU went (bench/RESULTS.md). Redis runs a script atomically, so a
 * subscriber that sees the delta can always read the text that includes it.
 */
const APPEND_SCRIPT = `
redis.call('APPEND', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
if ARGV[4] ~= '' then redis.call('PUBLISH', ARGV[4], ARGV[5]) end
`;
const APPEND_COMMAND = 'infragenStreamAppendPublish';

type WithAppend = Redis & {
  [APPEND_COMMAND](
    textKey: string,
    seqKey: string,
    text: string,
    seq: string,
    ttl: number,
    channel: string,
    message: string | Buffer,
  ): Promise<unknown>;
};

/** A message to publish with a delta: the channel and the encoded payload (Socket.IO emitter format). */
export interface StreamPublication {
  channel: string;
  message: string | Buffer;
}

/**
 * The text of a running generation as streamed so far, kept in Redis by the worker that runs it.
 * A browser that subscribes (or reloads) mid-stream reads this after joining the room, so together
 * with the sequence numbers of later deltas it sees every character exactly once.
 */
export class GenerationStreamStore {
  private readonly redis: WithAppend;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // ioredis sends it by EVALSHA and loads the script again by itself after a Redis restart.
    if (!(APPEND_COMMAND in redis)) redis.defineCommand(APPEND_COMMAND, { numberOfKeys: 2, lua: APPEND_SCRIPT });
    this.redis = redis as WithAppend;
  }

  private keys(id: string) {
    return { text: `${this.prefix}:gen:${id}:text`, seq: `${this.prefix}:gen:${id}:seq` };
  }

  /** Stores a delta; with `publish`, also publishes its message in the same command. */
  async append(id: string, seq: number, text: string, publish?: StreamPublication): Promise<void> {
    const k = this.keys(id);
    await this.redis[APPEND_COMMAND](
      k.text,
      k.seq,
      text,
      String(seq),
      TTL_SECONDS,
      publish?.channel ?? '',
      publish?.message ?? '',
    );
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
