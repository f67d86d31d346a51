import { Inject, Injectable } from '@nestjs/common';
import { Rooms } from '@infragen/contracts';
import { GenerationStreamStore } from '@infragen/runtime';
import { WORKER_CONFIG, type WorkerConfig } from '../config';
import { SocketEmitterService } from '../realtime';
import { ANSWER_CAPS, answerTooLarge } from './answer-caps';
import { DeltaBatcher } from './delta-batcher';

/**
 * Gap between two deltas of one generation: 20 ms while the worker is lightly loaded (adds no
 * delay to a model's ordinary pace), widening with the number of streams this process relays so
 * hundreds of concurrent streams stay within what Redis and the sockets can carry (0.25 ms per
 * active stream, at most 250 ms). Measured in bench/RESULTS.md.
 */
export function deltaGapMs(activeStreams: number): number {
  return Math.min(250, Math.max(20, activeStreams * 0.25));
}

/** The text of a generation's current answer as relayed so far, and its last delta's number. */
export interface Streamed {
  text: string;
  seq: number;
}

/**
 * Relays a source's text to the generation's room as numbered deltas (from seq 1), each stored in
 * the stream store and published in one Redis command. Used for the first answer and for every
 * repair round's answer, which starts the text over.
 */
@Injectable()
export class StreamRelayService {
  private readonly store: GenerationStreamStore;
  private activeStreams = 0;

  constructor(
    private readonly sockets: SocketEmitterService,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
  ) {
    this.store = new GenerationStreamStore(sockets.connection, config.redisPrefix);
  }

  /** Forgets the text streamed so far: the next answer starts at seq 1. */
  async restart(id: string): Promise<void> {
    await this.store.clear(id);
  }

  /**
   * Relays `chunks` until they end, the signal fires (the text ends quietly), the source throws
   * (rethrown after what was sent is flushed), or the text would grow past the answer cap
   * (MODEL_ANSWER_TOO_LARGE). `streamed` follows the text as it goes, so an
   * ending part-way can store it.
   */
  async relay(id: string, chunks: AsyncIterable<string>, signal: AbortSignal, streamed: Streamed): Promise<void> {
    streamed.text = '';
    streamed.seq = 0;
    const batcher = new DeltaBatcher(
      async (seq, text) => {
        // Stored and published in one Redis command: a subscriber that sees the delta can always
        // read the text that includes it, and the worker sends one command per delta.
        const publication = this.sockets.encode(Rooms.generation(id), 'generation:delta', { id, seq, text });
        await this.store.append(id, seq, text, publication);
        streamed.seq = seq;
      },
      () => deltaGapMs(this.activeStreams),
    );
    this.activeStreams += 1;
    try {
      for await (const chunk of chunks) {
        if (signal.aborted) break;
        // Leaving the loop by a throw closes the source, which stops the model's request.
        if (streamed.text.length + chunk.length > ANSWER_CAPS.textChars) throw answerTooLarge();
        streamed.text += chunk;
        batcher.push(chunk);
      }
      // Text that had not left when a stop came is not sent: the stop ends the generation.
      if (signal.aborted) batcher.discard();
      await batcher.flush();
    } catch (error) {
      batcher.discard();
      await batcher.flush().catch(() => undefined);
      throw error;
    } finally {
      this.activeStreams -= 1;
    }
  }
}
