/**
 * @infragen/llm: the model client (the openai SDK against any OpenAI-compatible endpoint), the
 * prompts per output format, and the repair loop. Empty until the live-generation work lands;
 * the worker uses the built-in engine meanwhile.
 */
export const LLM_LIB_PURPOSE = 'Model client, prompts per format and repair loop for OpenAI-compatible endpoints';
