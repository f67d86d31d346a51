import type { Diagnostic, GenerationJobData, TokenUsage } from '@infragen/contracts';

/**
 * One run of a source: its answer's text as it streams. The pipeline extracts the files from the
 * whole text itself, the same way for every source (and the browser does so as it streams).
 */
export interface GenerationRun {
  chunks: AsyncIterable<string>;
  /** Token counts once the text is complete; null when the source does not count them. */
  usage(): TokenUsage | null;
  /** What the built-in generator understood and did not, shown under the code. */
  explanation?: string;
}

/**
 * A producer of generated code: a language model, or the built-in engine when none is configured.
 * Both stream text the same way, so the pipeline (and the browser) cannot tell them apart. A
 * failure meant for the user is thrown as an AppError with the catalogue's message.
 */
export interface GenerationSource {
  readonly name: string;
  /**
   * 'engine' for the built-in generator, whose waivers are written on the request's explicit ask;
   * absent for a model, whose waivers are shown and never applied (a model cannot waive its own
   * findings).
   */
  readonly writer?: 'engine';
  start(request: GenerationJobData, signal: AbortSignal): GenerationRun;
  /**
   * A repair round: the answer and the errors the checks found in it go back to the model, whose
   * corrected answer streams like the first. Absent for a source that cannot repair (the
   * built-in generator: it answers the same way every time).
   */
  repair?(request: GenerationJobData, attempt: RepairAttempt, signal: AbortSignal): GenerationRun;
}

/** What a repair round sends back: the answer as written, and what the checks found in it. */
export interface RepairAttempt {
  answer: string;
  diagnostics: readonly Diagnostic[];
}
