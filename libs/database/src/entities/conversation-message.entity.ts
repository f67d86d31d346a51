import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/**
 * One chat message of a conversation, in the shape the browser shows (content, isUser, isCode): the user's
 * request, then the assistant's line and its code, or its error message.
 */
@Entity({ tableName: 'conversation_messages' })
@Index({ properties: ['conversationId', 'position'] })
export class ConversationMessage {
  [OptionalProps]?: 'isCode' | 'generationId' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  conversationId!: string;

  /** Order inside the conversation (bigint from a sequence: timestamps can tie). */
  @Property({ type: 'bigint', autoincrement: true })
  position?: string;

  @Enum({ items: [...MESSAGE_ROLES] })
  role!: MessageRole;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'boolean', default: false })
  isCode = false;

  @Property({ type: 'uuid', nullable: true })
  generationId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
