import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CONVERSATION_CONTEXT_MESSAGES,
  CONVERSATION_TITLE_LENGTH,
  Messages,
  type ConversationDetail,
  type ConversationList,
  type ConversationSummary,
  type ConversationTurn,
  type FormatId,
  type PlatformId,
} from '@infragen/contracts';
import { Conversation, ConversationMessage } from '@infragen/database';
import { ownerCondition, ownsGeneration, type RequestOwner } from '../generations/anonymous-session';

function summary(row: Conversation): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    platform: row.platform,
    format: row.format,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function titleOf(prompt: string): string {
  const line = prompt.replace(/\s+/g, ' ').trim();
  return line.length <= CONVERSATION_TITLE_LENGTH ? line : `${line.slice(0, CONVERSATION_TITLE_LENGTH - 1)}…`;
}

/** Conversations ("projects"): a first request and its follow-ups, with their messages. */
@Injectable()
export class ConversationsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores a request: the conversation it joins (a new one when none is named, else the named one
   * if `owner` owns it, touched), the user's message, and the queued generation, in one statement
   * (so all three or none are written) and one round trip. Requests arrive in bursts and this is
   * the api's busiest write: the ORM's transaction of five statements cost ~5 ms of CPU each
   * (bench/create-burst.mjs). A follow-up without history of its own gets the conversation's
   * recent messages as context, read first.
   */
  async recordRequest(
    input: { conversationId?: string; prompt: string; platform: PlatformId; format: FormatId; history?: ConversationTurn[] },
    owner: { userId: string | null; anonSessionHash: string | null },
    generationId: string,
  ): Promise<{ conversationId: string; history: ConversationTurn[] }> {
    const connection = this.em.getConnection();
    const owned = ownerCondition({ userId: owner.userId, anonHash: owner.anonSessionHash });
    let conversation: { sql: string; params: unknown[] };
    let history = input.history;
    if (input.conversationId) {
      if (!history) history = await this.recentTurns(input.conversationId, owned);
      conversation = {
        sql: `update conversations set updated_at = now() where id = ? and ${owned.sql} returning id`,
        params: [input.conversationId, ...owned.params],
      };
    } else {
      conversation = {
        sql: 'insert into conversations (id, user_id, anon_session_hash, title, platform, format) values (?, ?, ?, ?, ?, ?) returning id',
        params: [randomUUID(), owner.userId, owner.anonSessionHash, titleOf(input.prompt), input.platform, input.format],
      };
    }
    history ??= [];
    const rows = await connection.execute<{ conversation_id: string }[]>(
      `with conversation as (${conversation.sql}),
       message as (
         insert into conversation_messages (id, conversation_id, generation_id, role, content)
         select ?, id, ?, 'user', ? from conversation
       )
       insert into generations (id, prompt, platform, format, history, user_id, anon_session_hash, conversation_id)
       select ?, ?, ?, ?, ?::jsonb, ?, ?, id from conversation
       returning conversation_id`,
      [
        ...conversation.params,
        randomUUID(), generationId, input.prompt,
        generationId, input.prompt, input.platform, input.format, JSON.stringify(history), owner.userId, owner.anonSessionHash,
      ],
    );
    // Nothing written: the named conversation is missing or someone else's (reported alike).
    if (!rows[0]) throw new NotFoundException(Messages.generation.conversationNotFound);
    return { conversationId: rows[0].conversation_id, history };
  }

  /** The last messages of a conversation `owned` covers, oldest first (none if it does not). */
  private async recentTurns(conversationId: string, owned: { sql: string; params: unknown[] }): Promise<ConversationTurn[]> {
    const rows = await this.em.getConnection().execute<{ content: string; role: string; is_code: boolean }[]>(
      `select m.content, m.role, m.is_code from conversation_messages m
       where m.conversation_id = ? and exists (select 1 from conversations where id = ? and ${owned.sql})
       order by m.position desc limit ?`,
      [conversationId, conversationId, ...owned.params, CONVERSATION_CONTEXT_MESSAGES],
    );
    return rows.reverse().map((m) => ({ content: m.content, isUser: m.role === 'user', isCode: m.is_code }));
  }

  async list(owner: RequestOwner, query: { limit: number; before?: string }): Promise<ConversationList> {
    if (!owner.userId) throw new UnauthorizedException(Messages.auth.userNotAuthenticated);
    const where = query.before ? { userId: owner.userId, updatedAt: { $lt: new Date(query.before) } } : { userId: owner.userId };
    const rows = await this.em.fork().find(Conversation, where, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    return { items: page.map(summary), nextBefore: rows.length > query.limit ? page[page.length - 1].updatedAt.toISOString() : null };
  }

  async detail(id: string, owner: RequestOwner): Promise<ConversationDetail> {
    const em = this.em.fork();
    const row = await em.findOne(Conversation, { id });
    // Someone else's conversation reads exactly like a missing one.
    if (!row || !ownsGeneration(owner, row)) throw new NotFoundException(Messages.generation.conversationNotFound);
    const messages = await em.find(ConversationMessage, { conversationId: id }, { orderBy: { position: 'asc' } });
    return {
      ...summary(row),
      messages: messages.map((m) => ({
        id: m.id,
        content: m.content,
        isUser: m.role === 'user',
        isCode: m.isCode,
        generationId: m.generationId,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  }
}
