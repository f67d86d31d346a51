/**
 * @infragen/llm: the model client (the openai SDK against any OpenAI-compatible endpoint) and the
 * prompts per output format.
 */
export * from './model-config';
export * from './model-client';
export * from './node-fetch';
export * from './model-errors';
export * from './stream-completion';
export * from './prompts/build-messages';
export * from './prompts/system-prompt';
export * from './prompts/repair-prompt';
