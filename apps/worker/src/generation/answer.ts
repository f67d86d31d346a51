import {
  AppError,
  FORMATS,
  Messages,
  type GeneratedFile,
  type GenerationJobData,
  type GenerationResult,
  type TokenUsage,
} from '@infragen/contracts';
import { combinedCode, extractFiles } from '@infragen/iac-extract';
import { assertWithinCaps } from './answer-caps';

/** One answer of the model (the first, or a repair round's): its text and the files in it. */
export interface Answer {
  text: string;
  files: GeneratedFile[];
}

/**
 * The files of a complete answer, extracted by the same function the browser runs on the text as
 * it streams, so no file changes name or vanishes when the generation completes. Null when the
 * answer holds no code; throws MODEL_ANSWER_TOO_LARGE when its files go over the caps.
 */
export function answerOf(text: string, request: GenerationJobData): Answer | null {
  const files = extractFiles(text, request.format);
  assertWithinCaps(files);
  return files.length > 0 ? { text, files } : null;
}

/** The first answer, which must hold code: without any the generation fails with the catalogue's words. */
export function firstAnswer(text: string, request: GenerationJobData): Answer {
  const answer = answerOf(text, request);
  if (!answer) throw new AppError('MODEL_NO_CODE', Messages.generation.model.noCode);
  return answer;
}

/** Token counts of several model calls together; null when none was counted. */
export function addUsage(usages: readonly (TokenUsage | null)[]): TokenUsage | null {
  const counted = usages.filter((u): u is TokenUsage => u !== null);
  if (counted.length === 0) return null;
  return counted.reduce((sum, u) => ({
    promptTokens: sum.promptTokens + u.promptTokens,
    completionTokens: sum.completionTokens + u.completionTokens,
    totalTokens: sum.totalTokens + u.totalTokens,
  }));
}

/** What a completed generation stores and announces for the answer it kept. */
export function resultOf(
  answer: Answer,
  request: GenerationJobData,
  usage: TokenUsage | null,
  explanation: string | undefined,
): GenerationResult {
  const result: GenerationResult = {
    code: combinedCode(answer.files, request.format),
    language: FORMATS[request.format].language,
    files: answer.files,
    usage,
  };
  return explanation === undefined ? result : { ...result, explanation };
}
