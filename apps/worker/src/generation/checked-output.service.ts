import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  REPAIR_MAX_ROUNDS,
  Rooms,
  countBySeverity,
  isAppError,
  type Diagnostic,
  type GenerationJobData,
  type RepairRecord,
  type RepairRound,
  type TokenUsage,
} from '@infragen/contracts';
import { GenerationsRepository } from '@infragen/database';
import { CheckThreadsService } from '../checks';
import { WORKER_LOGGER } from '../config';
import { SocketEmitterService } from '../realtime';
import { answerOf, type Answer } from './answer';
import type { GenerationSource } from './sources/generation-source';
import { GENERATION_SOURCE } from './sources/source.provider';
import { StreamRelayService, type Streamed } from './stream-relay.service';

/** The answer a generation keeps, what the checks found in it, and what the repair rounds did. */
export interface CheckedAnswer {
  answer: Answer;
  /** Null when the checks could not run (the generation completes unchecked). */
  diagnostics: Diagnostic[] | null;
  repair: RepairRecord | null;
  /** Token counts of the repair rounds (the first answer's are the caller's). */
  repairUsage: (TokenUsage | null)[];
}

const errorsIn = (diagnostics: readonly Diagnostic[]) => countBySeverity(diagnostics).error;

interface Candidate {
  round: number;
  answer: Answer;
  diagnostics: Diagnostic[];
  errors: number;
}

/**
 * After an answer streamed: the generation is `validating` while its files are checked (in the
 * check threads). With a source that can repair and errors present, up to REPAIR_MAX_ROUNDS
 * rounds send the best answer so far and its findings back to the model; each round is announced
 * (`generation:repair`, "Fixing N problems...") and streams from seq 1 like the first answer. The
 * answer with the fewest errors is kept (the earlier one on a tie), and every round is recorded.
 */
@Injectable()
export class CheckedOutputService {
  constructor(
    private readonly generations: GenerationsRepository,
    private readonly sockets: SocketEmitterService,
    private readonly relay: StreamRelayService,
    private readonly checks: CheckThreadsService,
    @Inject(GENERATION_SOURCE) private readonly source: GenerationSource,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {}

  /** Checks and repairs `first`; null when the generation was stopped meanwhile. */
  async settle(
    id: string,
    request: GenerationJobData,
    first: Answer,
    signal: AbortSignal,
    streamed: Streamed,
  ): Promise<CheckedAnswer | null> {
    await this.validating(id, () => this.generations.markValidating(id));
    const diagnostics = await this.check(id, first, request);
    if (signal.aborted) return null;
    const unrepaired = { answer: first, diagnostics, repair: null, repairUsage: [] };
    if (diagnostics === null || errorsIn(diagnostics) === 0 || !this.source.repair) return unrepaired;

    let best: Candidate = { round: 0, answer: first, diagnostics, errors: errorsIn(diagnostics) };
    const record: RepairRecord = { initialErrors: best.errors, rounds: [], kept: null, finalErrors: null };
    const repairUsage: (TokenUsage | null)[] = [];
    for (let round = 1; round <= REPAIR_MAX_ROUNDS && best.errors > 0; round += 1) {
      const entry: RepairRound = { round, problems: best.errors, errors: null, outcome: 'running' };
      record.rounds.push(entry);
      if (!(await this.generations.recordRepair(id, record, 'running'))) return null;
      await this.relay.restart(id);
      this.sockets.emitTo(Rooms.generation(id), 'generation:repair', { id, round, problems: best.errors });
      this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'running' });
      const answer = await this.streamRound(id, request, best, signal, streamed, entry, repairUsage);
      if (signal.aborted) return this.stopped(id, record, entry);
      if (!answer) break;
      await this.validating(id, () => this.generations.recordRepair(id, record, 'validating'));
      const found = await this.check(id, answer, request);
      if (signal.aborted) return this.stopped(id, record, entry);
      if (found === null) {
        entry.outcome = 'failed';
        break;
      }
      entry.errors = errorsIn(found);
      entry.outcome =
        entry.errors === 0
          ? 'fixed'
          : entry.errors < best.errors
            ? 'improved'
            : entry.errors === best.errors
              ? 'unchanged'
              : 'worse';
      if (entry.errors < best.errors) best = { round, answer, diagnostics: found, errors: entry.errors };
    }
    record.kept = best.round;
    record.finalErrors = best.errors;
    this.logger.info(
      { generationId: id, initialErrors: record.initialErrors, kept: best.round, finalErrors: best.errors },
      'repair rounds done',
    );
    return { answer: best.answer, diagnostics: best.diagnostics, repair: record, repairUsage };
  }

  /**
   * One round's answer, streamed; null when the round brought no code or the model failed (the
   * round records why, and the best answer so far stands).
   */
  private async streamRound(
    id: string,
    request: GenerationJobData,
    best: Candidate,
    signal: AbortSignal,
    streamed: Streamed,
    entry: RepairRound,
    usage: (TokenUsage | null)[],
  ): Promise<Answer | null> {
    let answer: Answer | null;
    try {
      const run = this.source.repair!(request, { answer: best.answer.text, diagnostics: best.diagnostics }, signal);
      await this.relay.relay(id, run.chunks, signal, streamed);
      usage.push(run.usage());
      // Inside the try: an answer over the caps (answer-caps.ts) fails the round, not the generation.
      answer = answerOf(streamed.text, request);
    } catch (error) {
      if (signal.aborted) return null;
      // A failed repair is not a failed generation: the answer already checked is kept.
      this.logger.warn(
        { generationId: id, round: entry.round, code: isAppError(error) ? error.code : undefined, err: error },
        'repair round failed',
      );
      entry.outcome = 'failed';
      return null;
    }
    if (!answer) entry.outcome = 'no-code';
    return answer;
  }

  /** The user stopped the generation during a round: the round says so (the caller ends it cancelled). */
  private async stopped(id: string, record: RepairRecord, entry: RepairRound): Promise<null> {
    entry.outcome = 'stopped';
    await this.generations.recordRepair(id, record, 'running').catch(() => undefined);
    return null;
  }

  private async validating(id: string, mark: () => Promise<boolean>): Promise<void> {
    if (await mark()) this.sockets.emitTo(Rooms.generation(id), 'generation:status', { id, status: 'validating' });
  }

  /** The findings in an answer; null (logged) when the check threads could not give them. */
  private async check(id: string, answer: Answer, request: GenerationJobData): Promise<Diagnostic[] | null> {
    try {
      // The answer is the model's unless the built-in engine wrote it: a model's waivers are not applied.
      return await this.checks.check(
        answer.files,
        request.format,
        this.source.writer === 'engine' ? 'engine' : 'model',
      );
    } catch (error) {
      this.logger.error({ err: error, generationId: id }, 'the checks of a generation failed; it completes unchecked');
      return null;
    }
  }
}
