import { z } from 'zod';
import { Messages } from '../messages';
import { FORMAT_IDS, PLATFORM_IDS, resolvePlatform } from '../platforms';
import { GENERATION_STATUSES } from '../events';
import { ConversationMessageSchema } from './conversations';
import { DiagnosticSchema, RepairRecordSchema } from './code-checks';
import { HISTORY_MAX_TURNS, HISTORY_TURN_MAX_LENGTH, PROMPT_MAX_LENGTH } from './generation-limits';

export * from './generation-limits';

const turn = z.strictObject({
  content: z.string().max(HISTORY_TURN_MAX_LENGTH),
  isUser: z.boolean(),
  isCode: z.boolean().optional(),
});

/** Body of `POST /api/generations`. An unknown platform falls back to aws rather than being refused. */
export const CreateGenerationRequestSchema = z.strictObject({
  prompt: z
    .string()
    .trim()
    .min(1, Messages.generation.promptRequired)
    .max(PROMPT_MAX_LENGTH, Messages.generation.promptTooLong(PROMPT_MAX_LENGTH)),
  platform: z
    .string()
    .max(40)
    .optional()
    .transform((value) => resolvePlatform(value).id)
    .pipe(z.enum(PLATFORM_IDS)),
  format: z.enum(FORMAT_IDS).optional(),
  conversationId: z.uuid().optional(),
  history: z.array(turn).max(HISTORY_MAX_TURNS).optional(),
});
export type CreateGenerationRequest = z.input<typeof CreateGenerationRequestSchema>;

export const CreateGenerationResponseSchema = z.object({
  id: z.uuid(),
  /** The conversation the request belongs to: pass it with a follow-up. */
  conversationId: z.uuid(),
  /** The user's line of the conversation, as stored: the browser shows this one. */
  message: ConversationMessageSchema,
  /** Present for anonymous visitors: the token that proves the generation is theirs. */
  anonymousToken: z.string().optional(),
});
export type CreateGenerationResponse = z.infer<typeof CreateGenerationResponseSchema>;

export const GenerationIdParamsSchema = z.strictObject({ id: z.uuid() });

export const GenerationSnapshotSchema = z.object({
  id: z.uuid(),
  status: z.enum(GENERATION_STATUSES),
  text: z.string(),
  seq: z.number().int(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  messages: z.array(ConversationMessageSchema),
  /** The kept answer's findings once checked (null before, or when it could not be checked). */
  diagnostics: z.array(DiagnosticSchema).nullable(),
  /** The repair rounds and which answer was kept; null when no round ran. */
  repair: RepairRecordSchema.nullable(),
});
