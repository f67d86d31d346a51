import { z } from 'zod';
import { DIAGNOSTIC_SEVERITIES } from '../checks';
import { REPAIR_OUTCOMES } from '../checked-output';
import { FORMAT_IDS } from '../platforms';
import { ValidateCopy as copy } from '../validate-copy';

/**
 * `POST /api/checks/validate`: code a user edited in the workspace, checked as the worker checks a
 * generation's answer. Bounded so one request costs a check thread at most a few hundred ms.
 */
export const VALIDATE_MAX_FILES = 30;
export const VALIDATE_MAX_FILE_CHARS = 120_000;
export const VALIDATE_MAX_TOTAL_CHARS = 400_000;
const PATH_MAX_LENGTH = 200;

/** Checks per minute: a signed-in user's, and an anonymous visitor's per address. */
export const VALIDATE_RATE_LIMIT = { user: 60, anonymous: 30, windowSeconds: 60 } as const;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// The same rules as the extraction's file names: no `..` segment, no absolute path, no backslash,
// no control character, so a path is only ever a name inside the generation's folder.
const safePath = (path: string) =>
  !path.startsWith('/') && !path.includes('\\') && !path.split('/').includes('..') && !CONTROL_CHARACTER.test(path);

const CheckedFileSchema = z.strictObject({
  path: z.string().trim().min(1, copy.pathRequired).max(PATH_MAX_LENGTH).refine(safePath, copy.badPath),
  content: z.string().max(VALIDATE_MAX_FILE_CHARS, copy.fileTooLarge(VALIDATE_MAX_FILE_CHARS)),
});

export const ValidateRequestSchema = z
  .strictObject({
    format: z.enum(FORMAT_IDS),
    files: z
      .array(CheckedFileSchema)
      .min(1, copy.noFiles)
      .max(VALIDATE_MAX_FILES, copy.tooManyFiles(VALIDATE_MAX_FILES)),
  })
  .superRefine((body, ctx) => {
    const total = body.files.reduce((sum, f) => sum + f.content.length, 0);
    if (total > VALIDATE_MAX_TOTAL_CHARS)
      ctx.addIssue({ code: 'custom', path: ['files'], message: copy.tooMuchCode(VALIDATE_MAX_TOTAL_CHARS) });
    const seen = new Set<string>();
    body.files.forEach((f, i) => {
      if (seen.has(f.path))
        ctx.addIssue({ code: 'custom', path: ['files', i, 'path'], message: copy.duplicatePath(f.path) });
      seen.add(f.path);
    });
  });
export type ValidateRequest = z.input<typeof ValidateRequestSchema>;

/** One finding, as libs/contracts' `Diagnostic` (other fields a check adds are kept). */
export const DiagnosticSchema = z.looseObject({
  format: z.enum(FORMAT_IDS),
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  endLine: z.number().int().optional(),
  endColumn: z.number().int().optional(),
  severity: z.enum(DIAGNOSTIC_SEVERITIES),
  code: z.string(),
  message: z.string(),
  fixHint: z.string().optional(),
  path: z.string().optional(),
});

export const ValidateResponseSchema = z.object({ diagnostics: z.array(DiagnosticSchema) });

export const RepairRecordSchema = z.object({
  initialErrors: z.number().int(),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      problems: z.number().int(),
      errors: z.number().int().nullable(),
      outcome: z.enum(REPAIR_OUTCOMES),
    }),
  ),
  kept: z.number().int().nullable(),
  finalErrors: z.number().int().nullable(),
});
