import { z } from 'zod';
import { Messages } from '../messages';
import { AdminPanelCopy } from '../admin-panel-copy';

/** `GET /api/admin/model`: the model connection in use. The key itself never leaves the server. */
export const ModelConnectionSchema = z.object({
  /** False: no model is configured and the built-in generator answers. */
  configured: z.boolean(),
  endpoint: z.string().nullable(),
  model: z.string().nullable(),
  apiKeySet: z.boolean(),
  timeoutMs: z.number().int(),
});
export type ModelConnection = z.infer<typeof ModelConnectionSchema>;

/** `POST /api/admin/model/test`: a prompt sent to the configured model as it is. */
export const ModelTestRequestSchema = z.strictObject({
  prompt: z
    .string()
    .trim()
    .min(1, Messages.generation.promptRequired)
    .max(2000, Messages.generation.promptTooLong(2000))
    .default(AdminPanelCopy.model.defaultPrompt),
});

/** What the test brought back: shown as JSON on the page. */
export const ModelTestResultSchema = z.object({
  ok: z.boolean(),
  model: z.string().nullable(),
  endpoint: z.string().nullable(),
  latencyMs: z.number(),
  response: z.string().nullable(),
  usage: z.object({ promptTokens: z.number(), completionTokens: z.number(), totalTokens: z.number() }).nullable(),
  /** The failure in the catalogue's words (with its stable code), when the test failed. */
  error: z.object({ code: z.string(), message: z.string(), detail: z.string().nullable() }).nullable(),
});
export type ModelTestResult = z.infer<typeof ModelTestResultSchema>;

/** `GET /api/admin/model/usage?days=`: per day (UTC), oldest first, from the stored generations. */
export const ModelUsageQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(90).default(14),
});

export const ModelUsageSchema = z.object({
  days: z.array(
    z.object({
      /** YYYY-MM-DD */
      day: z.string(),
      generations: z.number().int(),
      failures: z.number().int(),
      tokens: z.number().int(),
    }),
  ),
  totals: z.object({ generations: z.number().int(), failures: z.number().int(), tokens: z.number().int() }),
});
export type ModelUsage = z.infer<typeof ModelUsageSchema>;
