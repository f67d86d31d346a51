import type { CodeLanguage, GeneratedFile, GenerationJobData, TokenUsage } from '@infragen/contracts';

/** What a source hands back once its text is complete. */
export interface GenerationOutcome {
  code: string;
  language: CodeLanguage;
  files: GeneratedFile[];
  usage: TokenUsage | null;
  explanation?: string;
}

/** One run of a source: the text as it streams, then the outcome built from the whole text. */
export interface GenerationRun {
  chunks: AsyncIterable<string>;
  finish(fullText: string): GenerationOutcome;
}

/**
 * A producer of generated code: a language model, or the built-in engine when none is configured.
 * Both stream text the same way, so the pipeline (and the browser) cannot tell them apart.
 */
export interface GenerationSource {
  readonly name: string;
  start(request: GenerationJobData, signal: AbortSignal): GenerationRun;
}

/** What administrators are told about a failure that is not the user's doing. */
export interface FailureAlert {
  title: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
  /** Details for the operator (provider status and text, endpoint, model); never a secret. */
  message: string;
  /** Identical failures share one alert while it is unresolved. */
  fingerprint: string;
}

/** A failure whose message is meant for the user (from the catalogue), not a bug. */
export class GenerationFailure extends Error {
  constructor(readonly userMessage: string, readonly alert?: FailureAlert, cause?: unknown) {
    super(userMessage, { cause });
    this.name = 'GenerationFailure';
  }
}
