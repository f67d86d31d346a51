import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  AppError,
  cancelChannel,
  CONVERSATION_CONTEXT_MESSAGES,
  hasEnded,
  JobName,
  Messages,
  QueueName,
  Rooms,
  resolveFormat,
  type ConversationTurn,
  type CreateGenerationResponse,
  type FormatId,
  type GenerationSnapshot,
  type GenerationStatus,
  type PlatformId,
  UNFINISHED_GENERATION_STATUSES,
} from '@infragen/contracts';
import { ConversationsRepository, GenerationsRepository, type GenerationState } from '@infragen/database';
import { GenerationStreamStore, serviceUnavailable } from '@infragen/runtime';
import { AnonymousSessions, isOwner, type RequestOwner } from '../auth';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { CreditsService } from '../credits';
import { ProjectsService } from '../projects';
import { QueuesService } from '../queues';
import { RateLimitService } from '../rate-limit';
import { RealtimeService } from '../realtime';
import { REDIS } from '../redis';

export interface CreateGenerationInput {
  prompt: string;
  platform: PlatformId;
  format?: FormatId;
  conversationId?: string;
  history?: ConversationTurn[];
}

const HOUR = 3600;

function generationNotFound(): AppError {
  return new AppError('GENERATION_NOT_FOUND', Messages.generation.generationNotFound);
}

@Injectable()
export class GenerationsService {
  private readonly stream: GenerationStreamStore;

  constructor(
    private readonly generations: GenerationsRepository,
    private readonly conversations: ConversationsRepository,
    private readonly queues: QueuesService,
    private readonly realtime: RealtimeService,
    private readonly limits: RateLimitService,
    private readonly credits: CreditsService,
    private readonly projects: ProjectsService,
    private readonly anonymous: AnonymousSessions,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    this.stream = new GenerationStreamStore(redis, config.redisPrefix);
  }

  /**
   * Stores the generation (queued) with its conversation and the user's message, and enqueues its
   * job under the same id. An anonymous visitor without a session gets a new token in the
   * answer; later generations present it again. A follow-up without history of its own gets the
   * conversation's recent messages as context. A signed-in user's generation spends a credit
   * (given back if it is not queued after all). A new conversation is a new project: at the
   * user's limit of active projects it is refused before any credit is spent, and nothing is
   * removed to make room (decision 031).
   */
  async create(input: CreateGenerationInput, owner: RequestOwner, clientIp: string): Promise<CreateGenerationResponse> {
    await this.countAgainstLimit(owner, clientIp);
    let anonymousToken: string | undefined;
    let anonHash = owner.anonHash;
    if (!owner.userId && !anonHash) {
      // Issued and signed by the server: a visitor can never choose its own session.
      const issued = this.anonymous.issue();
      anonymousToken = issued.token;
      anonHash = issued.hash;
    }
    const stored: RequestOwner = { userId: owner.userId, anonHash: owner.userId ? null : anonHash };
    const id = randomUUID();
    const userId = owner.userId;
    if (userId && !input.conversationId) await this.projects.assertRoomForNew(userId);
    const spent = userId ? await this.credits.spend(userId, id) : false;
    let answer: CreateGenerationResponse;
    try {
      answer = await this.store(id, input, stored, anonymousToken);
    } catch (error) {
      if (spent && userId)
        await this.credits.refund(userId, id).catch((refundError: unknown) => {
          this.logger.error({ err: refundError, generationId: id }, 'could not give back the credit of a generation');
        });
      throw error;
    }
    return answer;
  }

  /** Stores the request with its conversation and queues its job, or takes the row back. */
  private async store(
    id: string,
    input: CreateGenerationInput,
    stored: RequestOwner,
    anonymousToken: string | undefined,
  ): Promise<CreateGenerationResponse> {
    const format = resolveFormat(input.platform, input.format).id;
    let history = input.history;
    if (!history && input.conversationId) {
      history = await this.conversations.recentTurns(input.conversationId, stored, CONVERSATION_CONTEXT_MESSAGES);
    }
    history ??= [];
    const recorded = await this.generations.createRequest({
      generationId: id,
      prompt: input.prompt,
      platform: input.platform,
      format,
      history,
      conversationId: input.conversationId,
      owner: stored,
    });
    // Nothing written: the named conversation is missing or someone else's (reported alike).
    if (!recorded) throw new AppError('CONVERSATION_NOT_FOUND', Messages.generation.conversationNotFound);
    try {
      await this.queues.add(
        QueueName.Generation,
        JobName.Generate,
        { generationId: id, prompt: input.prompt, platform: input.platform, format, history },
        id,
      );
    } catch (error) {
      // Without a job the row would stay queued forever: take it back and let the client retry.
      await this.generations.remove(id);
      throw error;
    }
    const answer = { id, conversationId: recorded.conversationId, message: recorded.message };
    return anonymousToken ? { ...answer, anonymousToken } : answer;
  }

  /** Model calls cost money: an hourly allowance per account, or per address for visitors. */
  private async countAgainstLimit(owner: RequestOwner, clientIp: string): Promise<void> {
    const env = this.config.env;
    if (owner.userId) {
      await this.limits.consume(`generate:user:${owner.userId}`, env.GENERATION_RATE_LIMIT_USER, HOUR);
      return;
    }
    if (env.GENERATION_RATE_LIMIT_ANONYMOUS === 0) {
      throw new AppError('ANONYMOUS_GENERATION_DISABLED', Messages.generation.anonymousDisabled);
    }
    await this.limits.consume(`generate:ip:${clientIp}`, env.GENERATION_RATE_LIMIT_ANONYMOUS, HOUR);
  }

  /** The generation's state, if `owner` may see it; someone else's reads exactly like a missing one. */
  private async load(id: string, owner: RequestOwner): Promise<GenerationState> {
    const state = await this.generations.readState(id);
    if (!state || !isOwner(owner, state)) throw generationNotFound();
    return state;
  }

  async assertOwner(id: string, owner: RequestOwner): Promise<void> {
    await this.load(id, owner);
  }

  /** Where the generation stands, with the text streamed so far (read from Redis while it runs). */
  async snapshot(id: string, owner: RequestOwner): Promise<GenerationSnapshot> {
    const row = await this.load(id, owner);
    let text = row.text;
    let seq = row.seq;
    // While it streams or is checked, the text lives in Redis (a repair round's text starts over).
    if (row.status === 'running' || row.status === 'validating') {
      const live = await this.stream.read(id).catch(() => null);
      if (live && live.seq >= seq) ({ text, seq } = live);
    }
    const messages = hasEnded(row.status) ? await this.generations.assistantMessages(id) : [];
    const { result, error, diagnostics, repair } = row;
    return { id, status: row.status, text, seq, result, error, messages, diagnostics, repair };
  }

  /**
   * Stops a generation. A job no worker has taken yet is removed and the generation ends here;
   * a running one is announced on Redis so the worker running it aborts the model request.
   * `ownerChecked`: the caller already proved it owns the generation (a socket that joined its
   * room, which it may only after the owner check); the stop is then announced before the row is
   * marked too, so the worker aborts without waiting for the database, which a burst of stops
   * queues (bench/RESULTS.md, "The live path").
   */
  async cancel(id: string, owner: RequestOwner, ownerChecked = false): Promise<{ status: GenerationStatus }> {
    const [marked] = await Promise.all([
      this.generations.markCancelRequested(id, owner),
      ownerChecked ? this.announceCancel(id) : undefined,
    ]);
    if (!marked) {
      // Not marked: missing or someone else's (404, from load), or already ended.
      const row = await this.load(id, owner);
      return { status: row.status };
    }
    // Announced (again) once the row is marked: a worker that claims the job from now on is refused
    // by the mark, and one that claimed it before hears this. Announced before the queue checks
    // below, so the worker aborts without waiting for them.
    await this.announceCancel(id);
    // A job no worker holds is removed; an active one is left to its worker, which ends the
    // generation on the announcement above.
    if (await this.queues.removeUnclaimed(QueueName.Generation, id)) {
      await this.finishCancelled(id);
      return { status: 'cancelled' };
    }
    return { status: 'running' };
  }

  /** Tells every worker to stop this generation; the one running it aborts. */
  private async announceCancel(id: string): Promise<void> {
    try {
      await this.redis.publish(cancelChannel(this.config.redisPrefix), id);
    } catch (error) {
      throw serviceUnavailable('redis', error);
    }
  }

  /** A stop before any worker took the job: the api ends the generation as a worker would. */
  private async finishCancelled(id: string): Promise<void> {
    const ended = await this.generations.end(id, {
      status: 'cancelled',
      from: UNFINISHED_GENERATION_STATUSES,
      messages: [{ content: Messages.generation.stoppedByUser, isCode: false }],
    });
    if (ended) {
      this.realtime.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'cancelled' });
      this.realtime.emitTo(Rooms.generation(id), 'generation:cancelled', { id, messages: ended.messages });
    }
  }
}
