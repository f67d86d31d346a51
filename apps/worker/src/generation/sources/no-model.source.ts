import { Messages, type GenerationJobData } from '@infragen/contracts';
import { GenerationFailure, type GenerationRun, type GenerationSource } from './generation-source';

/**
 * What runs when no model is configured and the built-in generator is not part of this build:
 * every generation fails at once with a catalogue message saying how to configure one. Never a
 * made-up result.
 */
export class NoModelSource implements GenerationSource {
  readonly name = 'none';

  start(_request: GenerationJobData): GenerationRun {
    // An iterator whose first step fails: the pipeline reports it like any source's failure.
    const nothing = (): AsyncIterable<string> => ({
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(new GenerationFailure(Messages.generation.noModelConfigured)),
      }),
    });
    return {
      chunks: nothing(),
      finish: () => {
        throw new GenerationFailure(Messages.generation.noModelConfigured);
      },
    };
  }
}
