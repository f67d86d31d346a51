import type { DocsSection } from './docs-types';

export const models: DocsSection = {
  id: 'models',
  title: 'The built-in generator and models',
  blocks: [
    {
      kind: 'p',
      text: 'Every request is answered either by the configured model or, when no model is configured, by the built-in generator. Both answers go through the same steps: streamed to the browser, split into files, checked.',
    },
  ],
  subsections: [
    {
      id: 'built-in-generator',
      title: 'The built-in generator',
      blocks: [
        {
          kind: 'p',
          text: 'With neither `OPENAI_API_KEY` nor `OPENAI_BASE_URL` set, the built-in generator answers every request itself, offline. It reads the request, plans the resources it names, and writes them in the chosen format with secure defaults: encryption on, nothing public unless asked, no secrets written into the code. Its generations spend no credits: only a configured model’s do, one each for signed-in users (visitors are never charged, only limited per hour).',
        },
      ],
    },
    {
      id: 'connect-a-model',
      title: 'Connecting a model',
      blocks: [
        {
          kind: 'p',
          text: 'Any OpenAI-compatible endpoint works: OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio or OpenRouter. Set the variables below and restart; the answer streams through the `openai` SDK, and the key is never logged.',
        },
        {
          kind: 'code',
          label: 'OpenAI',
          code: 'OPENAI_API_KEY=sk-...\nOPENAI_MODEL=gpt-4o-mini',
        },
        {
          kind: 'code',
          label: 'Ollama on the same machine',
          code: 'OPENAI_BASE_URL=http://127.0.0.1:11434/v1\nOPENAI_API_KEY=ollama\nOPENAI_MODEL=llama3.1',
        },
        {
          kind: 'p',
          text: '`OPENAI_TIMEOUT_MS` bounds the wait for the first token and `OPENAI_IDLE_TIMEOUT_MS` a silence in the middle of a stream. Administrators can test the connection from the operator panel’s OpenAI Integration page.',
        },
      ],
    },
    {
      id: 'model-failures',
      title: 'When the model fails',
      blocks: [
        {
          kind: 'p',
          text: 'A refused key, an unknown model, a rate limit, a server error, a timeout or a stream cut short ends the generation with a message in the chat, and raises a system alert for the administrators (one per kind while it is unresolved, counting occurrences).',
        },
      ],
    },
  ],
};
