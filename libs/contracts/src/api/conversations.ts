import { z } from 'zod';
import { FORMAT_IDS, PLATFORM_IDS } from '../platforms';

/** A conversation ("project") in a list: the newest first. */
const ConversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  platform: z.enum(PLATFORM_IDS),
  format: z.enum(FORMAT_IDS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** One chat message as the workspace shows it (content, isUser, isCode). */
export const ConversationMessageSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  isUser: z.boolean(),
  isCode: z.boolean(),
  generationId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type ConversationMessageView = z.infer<typeof ConversationMessageSchema>;

export const ConversationDetailSchema = ConversationSummarySchema.extend({
  messages: z.array(ConversationMessageSchema),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

export const ListConversationsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** `updatedAt` of the last conversation of the previous page. */
  before: z.iso.datetime({ offset: true }).optional(),
});

export const ConversationListSchema = z.object({
  items: z.array(ConversationSummarySchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const ConversationIdParamsSchema = z.strictObject({ id: z.uuid() });

/** Messages of the conversation sent to the model as context when a follow-up brings no history. */
export const CONVERSATION_CONTEXT_MESSAGES = 12;
/** Characters of a first request kept as the conversation's title. */
export const CONVERSATION_TITLE_LENGTH = 80;
