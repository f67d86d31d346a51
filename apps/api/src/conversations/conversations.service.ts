import { Injectable } from '@nestjs/common';
import {
  AppError,
  Messages,
  type ConversationDetail,
  type ConversationList,
  type ConversationSummary,
} from '@infragen/contracts';
import { ConversationsRepository, type Conversation } from '@infragen/database';
import { isOwner, type RequestOwner } from '../auth';

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

/** Conversations ("projects"): a signed-in user's list, and one conversation with its messages. */
@Injectable()
export class ConversationsService {
  constructor(private readonly conversations: ConversationsRepository) {}

  async list(owner: RequestOwner, query: { limit: number; before?: string }): Promise<ConversationList> {
    if (!owner.userId) throw new AppError('SIGN_IN_REQUIRED', Messages.auth.userNotAuthenticated);
    const page = await this.conversations.listForUser(owner.userId, {
      limit: query.limit,
      before: query.before ? new Date(query.before) : undefined,
    });
    const last = page.conversations[page.conversations.length - 1];
    return {
      items: page.conversations.map(summary),
      nextBefore: page.more && last ? last.updatedAt.toISOString() : null,
    };
  }

  async detail(id: string, owner: RequestOwner): Promise<ConversationDetail> {
    const row = await this.conversations.findById(id);
    // Someone else's conversation reads exactly like a missing one.
    if (!row || !isOwner(owner, row))
      throw new AppError('CONVERSATION_NOT_FOUND', Messages.generation.conversationNotFound);
    return { ...summary(row), messages: await this.conversations.messages(id) };
  }
}
