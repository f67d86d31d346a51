import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConversationMessageView, ConversationTurn } from '@infragen/contracts';
import { Conversation, ConversationMessage } from '../entities';
import { ownerCondition, type RequestOwner } from '../ownership';

export interface ConversationPage {
  conversations: Conversation[];
  /** Whether older conversations follow this page. */
  more: boolean;
}

/** Conversations ("projects"): a first request and its follow-ups, with their messages. */
export class ConversationsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The last `limit` messages of a conversation that `owner` owns, oldest first, as turns sent to
   * the model for context; none when it is missing or someone else's.
   */
  async recentTurns(conversationId: string, owner: RequestOwner, limit: number): Promise<ConversationTurn[]> {
    const owned = ownerCondition(owner);
    const rows = await this.em.getConnection().execute<{ content: string; role: string; is_code: boolean }[]>(
      `select m.content, m.role, m.is_code from conversation_messages m
       where m.conversation_id = ? and exists (select 1 from conversations where id = ? and ${owned.sql})
       order by m.position desc limit ?`,
      [conversationId, conversationId, ...owned.params, limit],
    );
    return rows.reverse().map((m) => ({ content: m.content, isUser: m.role === 'user', isCode: m.is_code }));
  }

  /**
   * A user's active (not archived) conversations, most recently active first, `before` an activity
   * time when given. Archived ones are listed with the user's projects and still open by id.
   */
  async listForUser(userId: string, page: { limit: number; before?: Date }): Promise<ConversationPage> {
    const where = page.before
      ? { userId, archivedAt: null, updatedAt: { $lt: page.before } }
      : { userId, archivedAt: null };
    const rows = await this.em
      .fork()
      .find(Conversation, where, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: page.limit + 1 });
    return { conversations: rows.slice(0, page.limit), more: rows.length > page.limit };
  }

  async findById(id: string): Promise<Conversation | null> {
    return this.em.fork().findOne(Conversation, { id });
  }

  /** Every message of a conversation, in order. */
  async messages(conversationId: string): Promise<ConversationMessageView[]> {
    const rows = await this.em.fork().find(ConversationMessage, { conversationId }, { orderBy: { position: 'asc' } });
    return rows.map((m) => ({
      id: m.id,
      content: m.content,
      isUser: m.role === 'user',
      isCode: m.isCode,
      generationId: m.generationId,
      createdAt: m.createdAt.toISOString(),
    }));
  }
}
