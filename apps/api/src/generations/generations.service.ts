import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import {
  CANCEL_CHANNEL,
  FINAL_GENERATION_STATUSES,
  JobName,
  QueueName,
  Rooms,
  resolveFormat,
  type CreateGenerationResponse,
  type GenerationSnapshot,
  type GenerationStatus,
  type PlatformId,
  type FormatId,
  type ConversationTurn,
} from '@infragen/contracts';
import { Generation } from '@infragen/database';
import { GenerationStreamStore } from '@infragen/runtime';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infra/redis.module';
import { QueuesService } from '../infra/queues.service';
import { DependencyUnavailableError } from '../common/dependency-unavailable.error';
import { RealtimeService } from '../realtime/realtime.service';
import { hashAnonymousToken, newAnonymousToken, ownsGeneration, type RequestOwner } from './anonymous-session';

export interface CreateGenerationInput {
  prompt: string;
  platform: PlatformId;
  format?: FormatId;
  conversationId?: string;
  history?: ConversationTurn[];
}

const NOT_FOUND = 'Generation not found';
const WAITING_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);

@Injectable()
export class GenerationsService {
  private readonly stream: GenerationStreamStore;

  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueuesService,
    private readonly realtime: RealtimeService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.stream = new GenerationStreamStore(redis, config.redisPrefix);
  }

  /**
   * Stores the generation (queued) and enqueues its job under the same id. An anonymous visitor
   * without a session gets a new token in the answer; later generations present it again.
   */
  async create(input: CreateGenerationInput, owner: RequestOwner): Promise<CreateGenerationResponse> {
    let anonymousToken: string | undefined;
    let anonHash = owner.anonHash;
    if (!owner.userId && !anonHash) {
      anonymousToken = newAnonymousToken();
      anonHash = hashAnonymousToken(anonymousToken);
    }
    const em = this.em.fork();
    const generation = em.create(Generation, {
      id: randomUUID(),
      prompt: input.prompt,
      platform: input.platform,
      format: resolveFormat(input.platform, input.format).id,
      history: input.history ?? [],
      conversationId: input.conversationId ?? null,
      userId: owner.userId,
      anonSessionHash: owner.userId ? null : anonHash,
    });
    await em.persistAndFlush(generation);
    try {
      await this.queues.add(QueueName.Generation, JobName.Generate, {
        generationId: generation.id,
        prompt: generation.prompt,
        platform: generation.platform,
        format: generation.format,
        history: generation.history,
      }, generation.id);
    } catch (error) {
      // Without a job the row would stay queued forever: take it back and let the client retry.
      await em.nativeDelete(Generation, { id: generation.id });
      throw error;
    }
    return anonymousToken ? { id: generation.id, anonymousToken } : { id: generation.id };
  }

  private async load(id: string, owner: RequestOwner): Promise<Generation> {
    const row = await this.em.fork().findOne(Generation, { id });
    // Someone else's generation is reported exactly like a missing one: ids are not confirmed.
    if (!row || !ownsGeneration(owner, row)) throw new NotFoundException(NOT_FOUND);
    return row;
  }

  async assertOwner(id: string, owner: RequestOwner): Promise<void> {
    await this.load(id, owner);
  }

  async snapshot(id: string, owner: RequestOwner): Promise<GenerationSnapshot> {
    const row = await this.load(id, owner);
    let text = row.text;
    let seq = row.seq;
    if (row.status === 'running') {
      const live = await this.stream.read(id).catch(() => null);
      if (live && live.seq >= seq) ({ text, seq } = live);
    }
    return { id, status: row.status, text, seq, result: row.result, error: row.error };
  }

  /**
   * Stops a generation. A job no worker has taken yet is removed and the generation ends here;
   * a running one is announced on Redis so the worker running it aborts the model request.
   */
  async cancel(id: string, owner: RequestOwner): Promise<{ status: GenerationStatus }> {
    const row = await this.load(id, owner);
    if (FINAL_GENERATION_STATUSES.includes(row.status)) return { status: row.status };
    const em = this.em.fork();
    await em.nativeUpdate(Generation, { id }, { cancelRequestedAt: new Date() });
    try {
      const job = await this.queues.get(QueueName.Generation).getJob(id);
      const state = job ? await job.getState() : 'unknown';
      if (job && WAITING_STATES.has(state)) {
        await job.remove().catch(() => undefined);
        const still = await this.queues.get(QueueName.Generation).getJob(id);
        if (!still) {
          await this.finishCancelled(id);
          return { status: 'cancelled' };
        }
      }
      await this.redis.publish(CANCEL_CHANNEL, id);
    } catch (error) {
      throw new DependencyUnavailableError('redis', error);
    }
    return { status: 'running' };
  }

  private async finishCancelled(id: string): Promise<void> {
    const updated = await this.em
      .fork()
      .nativeUpdate(Generation, { id, status: { $in: ['queued', 'running'] } }, { status: 'cancelled', finishedAt: new Date() });
    if (updated) {
      this.realtime.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'cancelled' });
      this.realtime.emitTo(Rooms.generation(id), 'generation:cancelled', { id });
    }
  }
}
