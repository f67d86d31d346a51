import type { Provider } from '@nestjs/common';
import type { Logger } from 'pino';
import { describeModelConfig, modelConfigFromEnv } from '@infragen/llm';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../../config';
import type { GenerationSource } from './generation-source';
import { BuiltinSource } from './builtin.source';
import { OpenAiSource } from './openai.source';

export const GENERATION_SOURCE = Symbol('GENERATION_SOURCE');

/** The configured model when there is one; otherwise the built-in generator (no model at all). */
function chooseSource(config: WorkerConfig, logger: Logger): GenerationSource {
  const model = modelConfigFromEnv(config.env);
  if (model) {
    logger.info({ model: describeModelConfig(model) }, 'generating with a language model');
    return new OpenAiSource(model);
  }
  logger.info(
    'no language model configured (OPENAI_API_KEY / OPENAI_BASE_URL): generating with the built-in generator',
  );
  return new BuiltinSource();
}

export const generationSourceProvider: Provider = {
  provide: GENERATION_SOURCE,
  inject: [WORKER_CONFIG, WORKER_LOGGER],
  useFactory: chooseSource,
};
