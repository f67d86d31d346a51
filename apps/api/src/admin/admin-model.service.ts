import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  AdminPanelCopy,
  type ModelConnection,
  type ModelTestResult,
  type ModelUsage,
  type TokenUsage,
} from '@infragen/contracts';
import { ModelUsageRepository } from '@infragen/database';
import {
  classifyModelError,
  createModelClient,
  describeModelConfig,
  modelConfigFromEnv,
  streamCompletion,
  type ModelClient,
  type ModelConfig,
} from '@infragen/llm';
import { redactSecrets } from '@infragen/runtime';
import { API_CONFIG, type ApiConfig } from '../config';

/** The test shows the beginning of the answer: enough to see the model talks. */
const RESPONSE_LIMIT = 4000;

/**
 * OpenAI Integration: the model connection in use (endpoint and model; the key never leaves the
 * server, only whether one is set), a live test of it through the same client and streaming path
 * the worker uses, and usage per day from the stored generations.
 */
@Injectable()
export class AdminModelService implements OnApplicationShutdown {
  private readonly config: ModelConfig | null;
  private client: ModelClient | null = null;

  constructor(
    @Inject(API_CONFIG) apiConfig: ApiConfig,
    private readonly usage: ModelUsageRepository,
  ) {
    this.config = modelConfigFromEnv(apiConfig.env);
  }

  connection(): ModelConnection {
    if (!this.config) return { configured: false, endpoint: null, model: null, apiKeySet: false, timeoutMs: 0 };
    const described = describeModelConfig(this.config);
    return {
      configured: true,
      endpoint: described.baseUrl,
      model: described.model,
      apiKeySet: described.apiKey === 'set',
      timeoutMs: this.config.timeoutMs,
    };
  }

  /** Sends `prompt` to the configured model and reports what came back, or why nothing did. */
  async test(prompt: string): Promise<ModelTestResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const config = this.config;
    if (!config) {
      const message = AdminPanelCopy.model.notConfiguredError;
      return {
        ok: false,
        model: null,
        endpoint: null,
        latencyMs: 0,
        response: null,
        usage: null,
        error: { code: 'MODEL_NOT_CONFIGURED', message, detail: null },
      };
    }
    const { baseUrl: endpoint } = describeModelConfig(config);
    this.client ??= createModelClient(config);
    let text = '';
    let usage: TokenUsage | null = null;
    try {
      const stream = streamCompletion(
        this.client,
        config,
        [{ role: 'user', content: prompt }],
        new AbortController().signal,
      );
      for await (const chunk of stream.chunks) {
        text += chunk;
        if (text.length >= RESPONSE_LIMIT) break;
      }
      usage = stream.usage();
    } catch (error) {
      const failure = classifyModelError(error, config.model);
      return {
        ok: false,
        model: config.model,
        endpoint,
        latencyMs: elapsed(),
        response: text || null,
        usage: null,
        error: { code: failure.code, message: failure.message, detail: redactSecrets(failure.detail) },
      };
    }
    return {
      ok: true,
      model: config.model,
      endpoint,
      latencyMs: elapsed(),
      response: text.slice(0, RESPONSE_LIMIT),
      usage,
      error: null,
    };
  }

  usagePerDay(days: number): Promise<ModelUsage> {
    return this.usage.perDay(days);
  }

  onApplicationShutdown(): void {
    this.client = null;
  }
}
