import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CONVERSATION_TITLE_LENGTH,
  type ConversationMessageView,
  type ConversationTurn,
  type Diagnostic,
  type FormatId,
  type GenerationResult,
  type GenerationStatus,
  type PlatformId,
  type RepairRecord,
  UNFINISHED_GENERATION_STATUSES,
} from '@infragen/contracts';
import { ownerCondition, type RequestOwner } from '../ownership';
import { endingStatement, type GenerationEnding } from './generation-ending';

/** `status in (...)` of the generations not ended yet (constants, never user input). */
const UNFINISHED = `(${UNFINISHED_GENERATION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export interface NewGenerationRequest {
  generationId: string;
  prompt: string;
  platform: PlatformId;
  format: FormatId;
  /** The turns sent to the model as context with this request. */
  history: ConversationTurn[];
  /** A follow-up names its conversation; without one a new conversation starts. */
  conversationId?: string;
  /** The owner as stored: a user, or (for a visitor) the anonymous session's hash alone. */
  owner: RequestOwner;
}

export interface RecordedRequest {
  conversationId: string;
  /** The user's line of the conversation, as stored. */
  message: ConversationMessageView;
}

/** The state of a generation a reader needs: where it stands, and who owns it. */
export interface GenerationState {
  status: GenerationStatus;
  text: string;
  seq: number;
  result: GenerationResult | null;
  error: string | null;
  diagnostics: Diagnostic[] | null;
  repair: RepairRecord | null;
  userId: string | null;
  anonSessionHash: string | null;
}

export interface EndedGeneration {
  /** The assistant's lines the ending appended to the conversation, in order. */
  messages: ConversationMessageView[];
}

/** A conversation's title: the first request on one line, shortened. */
function titleOf(prompt: string): string {
  const line = prompt.replace(/\s+/g, ' ').trim();
  return line.length <= CONVERSATION_TITLE_LENGTH ? line : `${line.slice(0, CONVERSATION_TITLE_LENGTH - 1)}…`;
}

/**
 * Generations: a request stored with its conversation, claimed by a worker, streamed, ended.
 * The writes on the live path are single statements (decision 012): requests and endings arrive
 * in bursts, and the ORM's read-then-write transactions showed as latency there.
 */
export class GenerationsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores a request: the conversation it joins (a new one titled by the prompt when none is
   * named, else the named one if `owner` owns it, touched), the user's message, and the queued
   * generation, all in one statement (all three or none). Null when the named conversation is
   * missing or someone else's; nothing is written then.
   */
  async createRequest(request: NewGenerationRequest): Promise<RecordedRequest | null> {
    const { owner } = request;
    let conversation: { sql: string; params: unknown[] };
    if (request.conversationId) {
      const owned = ownerCondition(owner);
      conversation = {
        sql: `update conversations set updated_at = now() where id = ? and ${owned.sql} returning id`,
        params: [request.conversationId, ...owned.params],
      };
    } else {
      conversation = {
        sql: 'insert into conversations (id, user_id, anon_session_hash, title, platform, format) values (?, ?, ?, ?, ?, ?) returning id',
        params: [randomUUID(), owner.userId, owner.anonHash, titleOf(request.prompt), request.platform, request.format],
      };
    }
    const messageId = randomUUID();
    const rows = await this.em.getConnection().execute<{ conversation_id: string; created_at: Date }[]>(
      `with conversation as (${conversation.sql}),
       message as (
         insert into conversation_messages (id, conversation_id, generation_id, role, content)
         select ?, id, ?, 'user', ? from conversation
       )
       insert into generations (id, prompt, platform, format, history, user_id, anon_session_hash, conversation_id)
       select ?, ?, ?, ?, ?::jsonb, ?, ?, id from conversation
       returning conversation_id, created_at`,
      [
        ...conversation.params,
        messageId,
        request.generationId,
        request.prompt,
        request.generationId,
        request.prompt,
        request.platform,
        request.format,
        JSON.stringify(request.history),
        owner.userId,
        owner.anonHash,
      ],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      conversationId: row.conversation_id,
      message: {
        id: messageId,
        content: request.prompt,
        isUser: true,
        isCode: false,
        generationId: request.generationId,
        createdAt: new Date(row.created_at).toISOString(),
      },
    };
  }

  /** Takes back a generation whose job could not be queued: its row would stay queued with nothing to run it. */
  async remove(id: string): Promise<void> {
    await this.em.getConnection().execute('delete from generations where id = ?', [id]);
  }

  /**
   * The generation's state and owner, or null when there is none. One plain query: every
   * subscribe runs it twice (before joining the room and after), and bursts of subscribes showed
   * the ORM's per-query cost.
   */
  async readState(id: string): Promise<GenerationState | null> {
    const rows = await this.em.getConnection().execute<
      (Omit<GenerationState, 'userId' | 'anonSessionHash'> & {
        user_id: string | null;
        anon_session_hash: string | null;
      })[]
    >('select status, text, seq, result, error, diagnostics, repair, user_id, anon_session_hash from generations where id = ?', [id]);
    const raw = rows[0];
    if (!raw) return null;
    const { user_id: userId, anon_session_hash: anonSessionHash, ...state } = raw;
    return { ...state, userId, anonSessionHash };
  }

  /** The assistant's lines of an ended generation, in order (none while it runs). */
  async assistantMessages(id: string): Promise<ConversationMessageView[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; content: string; is_code: boolean; created_at: Date }[]>(
        `select id, content, is_code, created_at from conversation_messages
       where generation_id = ? and role = 'assistant' order by position`,
        [id],
      );
    return rows.map((m) => ({
      id: m.id,
      content: m.content,
      isUser: false,
      isCode: m.is_code,
      generationId: id,
      createdAt: new Date(m.created_at).toISOString(),
    }));
  }

  /**
   * Marks a stop on a generation that `owner` owns and that has not ended, checking both in the
   * same statement: one round trip, as stops come in bursts (a closed page stops everything it
   * watched). False when nothing was marked (missing, someone else's, or already ended).
   */
  async markCancelRequested(id: string, owner: RequestOwner): Promise<boolean> {
    const owned = ownerCondition(owner);
    const marked = await this.em.getConnection().execute<{ id: string }[]>(
      `update generations set cancel_requested_at = now(), updated_at = now()
       where id = ? and status in ${UNFINISHED} and ${owned.sql} returning id`,
      [id, ...owned.params],
    );
    return marked.length > 0;
  }

  /**
   * Marks the generation running if it may run (it exists, has not ended, and no stop was asked
   * for), in one statement: this runs at the start of every job, in bursts when many requests
   * arrive together. Null when it may not run.
   */
  async claim(id: string): Promise<{ platform: PlatformId } | null> {
    const rows = await this.em.getConnection().execute<{ platform: PlatformId }[]>(
      `update generations set status = 'running', started_at = now(), updated_at = now(), text = '', seq = 0,
         diagnostics = null, repair = null
       where id = ? and status in ${UNFINISHED} and cancel_requested_at is null
       returning platform`,
      [id],
    );
    return rows[0] ? { platform: rows[0].platform } : null;
  }

  /**
   * Generations still queued, running or validating whose row has not changed since `before`, oldest first:
   * the ones to check for a live job behind them.
   */
  async findUnfinished(before: Date, limit: number): Promise<{ id: string; status: GenerationStatus }[]> {
    return this.em.getConnection().execute<{ id: string; status: GenerationStatus }[]>(
      `select id, status from generations
       where status in ${UNFINISHED} and updated_at < ?
       order by updated_at limit ?`,
      [before, limit],
    );
  }

  /**
   * A running generation's answer is complete and its code is being checked. False when it is no
   * longer running (it ended meanwhile).
   */
  async markValidating(id: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `update generations set status = 'validating', updated_at = now()
       where id = ? and status in ('running', 'validating') returning id`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * The repair loop so far, with the status it puts the generation in: running while a round's
   * answer streams, validating while it is checked. False when the generation has ended.
   */
  async recordRepair(id: string, repair: RepairRecord, status: 'running' | 'validating'): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `update generations set status = ?, repair = ?::jsonb, updated_at = now()
       where id = ? and status in ('running', 'validating') returning id`,
      [status, JSON.stringify(repair), id],
    );
    return rows.length > 0;
  }

  /** The status of a generation a worker could not claim, or null when it does not exist. */
  async findStatus(id: string): Promise<GenerationStatus | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ status: GenerationStatus }[]>('select status from generations where id = ?', [id]);
    return rows[0]?.status ?? null;
  }

  /**
   * Ends a generation: its row's final state, the assistant's messages in its conversation and the
   * conversation's last activity, in one statement (all or nothing, one round trip). Used by the
   * worker for every ending and by the api for a stop before any worker took the job. The lines
   * written are returned, so the one who ended it can announce exactly what was stored. Null when
   * it had already ended (nothing is written then).
   */
  async end(id: string, ending: GenerationEnding): Promise<EndedGeneration | null> {
    const messages = ending.messages.map((m) => ({ ...m, id: randomUUID() }));
    const statement = endingStatement(id, ending, messages);
    const rows = await this.em.getConnection().execute<{ ended: number; at: Date }[]>(statement.sql, statement.params);
    const row = rows[0];
    if (!row || row.ended === 0) return null;
    const createdAt = new Date(row.at).toISOString();
    return {
      messages: messages.map((m) => ({
        id: m.id,
        content: m.content,
        isUser: false,
        isCode: m.isCode,
        generationId: id,
        createdAt,
      })),
    };
  }
}
