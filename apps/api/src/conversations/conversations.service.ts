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
import { ownsGeneration, type RequestOwner } from '../generations/anonymous-session';

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
   * Inside the caller's transaction: the conversation a request joins (a new one when none is
   * named), with the user's message appended. A follow-up that brings no history of its own gets
   * the conversation's recent messages as context.
   */
  async recordRequest(
    em: EntityManager,
    input: { conversationId?: string; prompt: string; platform: PlatformId; format: FormatId; history?: ConversationTurn[] },
    owner: { userId: string | null; anonSessionHash: string | null },
    generationId: string,
  ): Promise<{ conversationId: string; history: ConversationTurn[] }> {
    let conversationId = input.conversationId;
    let history = input.history;
    if (conversationId) {
      const row = await em.findOne(Conversation, { id: conversationId });
      if (!row || !ownsGeneration({ userId: owner.userId, anonHash: owner.anonSessionHash }, row)) {
        throw new NotFoundException(Messages.generation.conversationNotFound);
      }
      if (!history) history = await this.recentTurns(em, conversationId);
      await em.nativeUpdate(Conversation, { id: conversationId }, { updatedAt: new Date() });
    } else {
      conversationId = randomUUID();
      em.create(Conversation, { id: conversationId, title: titleOf(input.prompt), platform: input.platform, format: input.format, ...owner });
    }
    em.create(ConversationMessage, { id: randomUUID(), conversationId, generationId, role: 'user', content: input.prompt });
    return { conversationId, history: history ?? [] };
  }

  /** The assistant's answer to a request stopped before any worker took it. */
  async recordStop(generationId: string): Promise<void> {
    const em = this.em.fork();
    const request = await em.findOne(ConversationMessage, { generationId, role: 'user' });
    if (!request) return;
    em.create(ConversationMessage, {
      id: randomUUID(),
      conversationId: request.conversationId,
      generationId,
      role: 'assistant',
      content: Messages.generation.stoppedByUser,
    });
    await em.flush();
  }

  private async recentTurns(em: EntityManager, conversationId: string): Promise<ConversationTurn[]> {
    const rows = await em.find(ConversationMessage, { conversationId }, { orderBy: { position: 'desc' }, limit: CONVERSATION_CONTEXT_MESSAGES });
    return rows.reverse().map((m) => ({ content: m.content, isUser: m.role === 'user', isCode: m.isCode }));
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
