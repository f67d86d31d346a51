import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Conversation, ConversationMessage } from '@infragen/database';

export interface AssistantMessage {
  content: string;
  isCode: boolean;
}

/**
 * Writes the assistant's side of a conversation once a generation ends: the catalogue's line and
 * the code, or the error message. The user's request was written by the api when it was made.
 */
@Injectable()
export class ConversationLogService {
  constructor(private readonly em: EntityManager) {}

  async append(conversationId: string | null, generationId: string, messages: AssistantMessage[]): Promise<void> {
    if (!conversationId || messages.length === 0) return;
    await this.em.fork().transactional(async (em) => {
      for (const message of messages) {
        em.create(ConversationMessage, { id: randomUUID(), conversationId, generationId, role: 'assistant', content: message.content, isCode: message.isCode });
        // Flushed one by one so their positions follow this order.
        await em.flush();
      }
      await em.nativeUpdate(Conversation, { id: conversationId }, { updatedAt: new Date() });
    });
  }
}
