import type { Provider } from '@nestjs/common';
import { NoModelSource } from './no-model.source';

export const GENERATION_SOURCE = Symbol('GENERATION_SOURCE');

/**
 * Which source generates. No model client is wired in yet, and without one the answer is the
 * catalogue's honest "no model is configured" message.
 */
export const generationSourceProvider: Provider = {
  provide: GENERATION_SOURCE,
  useFactory: () => new NoModelSource(),
};
