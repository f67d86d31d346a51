import { AppError, Messages, type GeneratedFile } from '@infragen/contracts';

/**
 * What one model answer may hold (decision 030): the files are stored in a row, sent to every
 * browser following the generation, checked by the check threads and pushed to GitHub, so an
 * answer without bounds (a model looping, a prompt asking for thousands of files) would cost all
 * of them. Generous for infrastructure code: the largest answers seen hold a few dozen files of a
 * few KB each.
 */
export const ANSWER_CAPS = {
  files: 200,
  /** UTF-8 bytes of one file. */
  fileBytes: 512 * 1024,
  /** UTF-8 bytes of every file together. */
  totalBytes: 2 * 1024 * 1024,
  /**
   * Characters of the streamed text (code, fences and prose): past this the stream is stopped at
   * once rather than read to its end. Above the file total, so prose around code under the caps
   * never trips it.
   */
  textChars: 3 * 1024 * 1024,
} as const;

export function answerTooLarge(): AppError {
  return new AppError(
    'MODEL_ANSWER_TOO_LARGE',
    Messages.generation.model.answerTooLarge({
      files: ANSWER_CAPS.files,
      fileKb: ANSWER_CAPS.fileBytes / 1024,
      totalMb: ANSWER_CAPS.totalBytes / (1024 * 1024),
    }),
  );
}

/** Throws MODEL_ANSWER_TOO_LARGE when the files of an answer go over a cap. */
export function assertWithinCaps(files: readonly Pick<GeneratedFile, 'content'>[]): void {
  if (files.length > ANSWER_CAPS.files) throw answerTooLarge();
  let total = 0;
  for (const file of files) {
    const bytes = Buffer.byteLength(file.content, 'utf8');
    if (bytes > ANSWER_CAPS.fileBytes) throw answerTooLarge();
    total += bytes;
    if (total > ANSWER_CAPS.totalBytes) throw answerTooLarge();
  }
}
