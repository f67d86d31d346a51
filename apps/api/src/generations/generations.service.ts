import { randomUUID } from 'node:crypto';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import {
  CANCEL_CHANNEL,
  JobName,
  Messages,
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
import { endGeneration, Generation } from '@infragen/database';
import { GenerationStreamStore } from '@infragen/runtime';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infra/redis.module';
import { QueuesService } from '../infra/queues.service';
import { DependencyUnavailableError } from '../common/dependency-unavailable.error';
import { RealtimeService } from '../realtime/realtime.service';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { ConversationsService } from '../conversations/conversations.service';
import { hashAnonymousToken, newAnonymousToken, ownerCondition, ownsGeneration, type RequestOwner } from './anonymous-session';

export interface CreateGenerationInput {
  prompt: string;
  platform: PlatformId;
  format?: FormatId;
  conversationId?: string;
  history?: ConversationTurn[];
}

const NOT_FOUND = Messages.generation.generationNotFound;
const HOUR = 3600;

/** The columns of a generation a reader needs: its state and who owns it. */
interface GenerationStateRow {
  status: GenerationStatus;
  text: string;
  seq: number;
  result: Generation['result'];
  error: string | null;
  userId: string | null;
  anonSessionHash: string | null;
}
type RawStateRow = Omit<GenerationStateRow, 'userId' | 'anonSessionHash'> & { user_id: string | null; anon_session_hash: string | null };

@Injectable()
export class GenerationsService {
  private readonly stream: GenerationStreamStore;

  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueuesService,
    private readonly realtime: RealtimeService,
    private readonly conversations: ConversationsService,
    private readonly limits: RateLimitService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.stream = new GenerationStreamStore(redis, config.redisPrefix);
  }

  /**
   * Stores the generation (queued) and enqueues its job under the same id. An anonymous visitor
   * without a session gets a new token in the answer; later generations present it again.
   */
  async create(input: CreateGenerationInput, owner: RequestOwner, clientIp: string): Promise<CreateGenerationResponse> {
    await this.countAgainstLimit(owner, clientIp);
    let anonymousToken: string | undefined;
    let anonHash = owner.anonHash;
    if (!owner.userId && !anonHash) {
      anonymousToken = newAnonymousToken();
      anonHash = hashAnonymousToken(anonymousToken);
    }
    const id = randomUUID();
    const format = resolveFormat(input.platform, input.format).id;
    const ownership = { userId: owner.userId, anonSessionHash: owner.userId ? null : anonHash };
    const { conversationId, history } = await this.conversations.recordRequest({ ...input, format }, ownership, id);
    try {
      await this.queues.add(QueueName.Generation, JobName.Generate, { generationId: id, prompt: input.prompt, platform: input.platform, format, history }, id);
    } catch (error) {
      // Without a job the row would stay queued forever: take it back and let the client retry.
      await this.em.fork().nativeDelete(Generation, { id });
      throw error;
    }
    const answer = { id, conversationId };
    return anonymousToken ? { ...answer, anonymousToken } : answer;
  }

  /** Model calls cost money: an hourly allowance per account, or per address for visitors. */
  private async countAgainstLimit(owner: RequestOwner, clientIp: string): Promise<void> {
    const env = this.config.env;
    if (owner.userId) {
      await this.limits.consume(`generate:user:${owner.userId}`, env.GENERATION_RATE_LIMIT_USER, HOUR);
      return;
    }
    if (env.GENERATION_RATE_LIMIT_ANONYMOUS === 0) throw new ForbiddenException(Messages.generation.anonymousDisabled);
    await this.limits.consume(`generate:ip:${clientIp}`, env.GENERATION_RATE_LIMIT_ANONYMOUS, HOUR);
  }

  /**
   * The generation's state, if `owner` may see it. One plain query: every subscribe runs it twice
   * (before joining the room and after) and bursts of subscribes showed the ORM's per-query cost.
   */
  private async load(id: string, owner: RequestOwner): Promise<GenerationStateRow> {
    const rows = await this.em
      .getConnection()
      .execute<RawStateRow[]>('select status, text, seq, result, error, user_id, anon_session_hash from generations where id = ?', [id]);
    const raw = rows[0];
    const row = raw && { status: raw.status, text: raw.text, seq: raw.seq, result: raw.result, error: raw.error, userId: raw.user_id, anonSessionHash: raw.anon_session_hash };
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
    // Marked in the same statement that checks ownership and state: one round trip in the common
    // case, as stops come in bursts (a closed page stops everything it watched).
    const owned = ownerCondition(owner);
    const marked = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        `update generations set cancel_requested_at = now(), updated_at = now()
         where id = ? and status in ('queued', 'running') and ${owned.sql} returning id`,
        [id, ...owned.params],
      );
    if (!marked[0]) {
      // Not marked: missing or someone else's (404, from load), or already ended.
      const row = await this.load(id, owner);
      return { status: row.status };
    }
    try {
      // Announced first, so the worker running it aborts without waiting for the queue checks
      // below (the stop latency the benchmark measures). The mark above comes before it, so a
      // worker that takes the job only now sees the stop when it claims the row.
      await this.redis.publish(CANCEL_CHANNEL, id);
      // One script: BullMQ removes a job no worker holds (waiting, delayed, or stalled) and
      // leaves an active one, whose worker ends the generation on the announcement above.
      if ((await this.queues.get(QueueName.Generation).remove(id)) === 1) {
        await this.finishCancelled(id);
        return { status: 'cancelled' };
      }
    } catch (error) {
      throw new DependencyUnavailableError('redis', error);
    }
    return { status: 'running' };
  }

  /** A stop before any worker took the job: the api ends the generation as a worker would. */
  private async finishCancelled(id: string): Promise<void> {
    const ended = await endGeneration(this.em, id, {
      status: 'cancelled',
      from: ['queued', 'running'],
      messages: [{ content: Messages.generation.stoppedByUser, isCode: false }],
    });
    if (ended) {
      this.realtime.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'cancelled' });
      this.realtime.emitTo(Rooms.generation(id), 'generation:cancelled', { id });
    }
  }
}
