import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppError, Messages, Rooms, type GithubConnectionView } from '@infragen/contracts';
import { GithubConnectionsRepository, type GithubConnectionRecord } from '@infragen/database';
import {
  createGithubClient,
  GithubError,
  githubActionMessage,
  type GithubAction,
  type GithubClient,
} from '@infragen/github';
import { resolveEncryptionKey, SecretBox, SecretUnreadableError } from '@infragen/runtime';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { RealtimeService } from '../realtime';
import { SettingsService } from '../settings';
import { githubAppFrom, type GithubApp } from './github-app';

/** A request waits this long at most on GitHub: one retry of a server error, a second later. */
const API_RETRIES = 1;

/** The context a token is sealed for: it opens only as this user's. */
const tokenContext = (userId: string) => `github-token:${userId}`;

/** What the browser may know of a connection: never the token. */
export function connectionView(record: GithubConnectionRecord | null): GithubConnectionView {
  if (!record)
    return {
      connected: false,
      status: null,
      github_user: null,
      organizations: [],
      selected_repo: null,
      scopes: [],
      created_at: null,
      updated_at: null,
    };
  const { login, name, avatar_url } = record.githubUser;
  return {
    connected: true,
    status: record.status,
    github_user: { login, name, avatar_url },
    organizations: record.organizations,
    selected_repo: record.selectedRepo,
    scopes: record.scopes,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

/**
 * Who may use GitHub and with what: the operator's switch, the OAuth App's configuration, the
 * user's connection and its sealed token. Every GitHub request of a user goes through `run`, so a
 * token GitHub refuses marks the connection broken wherever it happens.
 */
@Injectable()
export class GithubAccess {
  readonly app: GithubApp | null;
  /** Seals and opens tokens; none while GitHub is not configured (there is nothing to seal). */
  private readonly box: SecretBox | null;

  constructor(
    private readonly settings: SettingsService,
    private readonly connections: GithubConnectionsRepository,
    private readonly realtime: RealtimeService,
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    this.app = githubAppFrom(config.env);
    // Resolved at start, so production without ENCRYPTION_KEY stops with a message saying so.
    const resolved = this.app ? resolveEncryptionKey(config.env) : null;
    if (resolved?.source === 'generated')
      logger.info('generated an encryption key for secrets at rest in DATA_DIR/secrets');
    this.box = resolved ? new SecretBox(resolved.key) : null;
  }

  /** The operator's switch: off answers 403 on every GitHub route. */
  async assertEnabled(): Promise<void> {
    if (!(await this.settings.current()).github_integration_enabled)
      throw new AppError('GITHUB_DISABLED', Messages.github.disabled);
  }

  /** The switch on and the OAuth App configured: the app, or 403 / 503 saying which is missing. */
  async assertAvailable(): Promise<GithubApp> {
    await this.assertEnabled();
    if (!this.app) throw new AppError('GITHUB_NOT_CONFIGURED', Messages.github.configUnavailable);
    return this.app;
  }

  seal(userId: string, token: string): string {
    return this.openBox().seal(token, tokenContext(userId));
  }

  private openBox(): SecretBox {
    if (!this.box) throw new AppError('GITHUB_NOT_CONFIGURED', Messages.github.configUnavailable);
    return this.box;
  }

  /** A client for GitHub's API: the user's token, or none (the OAuth exchange). */
  async client(throttleId: string, token?: string): Promise<GithubClient> {
    const app = await this.assertAvailable();
    return createGithubClient({
      apiUrl: app.apiUrl,
      token,
      retries: API_RETRIES,
      throttleId,
      warn: (message) => this.logger.warn({ github: message }, 'GitHub client warning'),
    });
  }

  /** The user's connection, usable: 404 without one, 409 when it must be made again. */
  async connection(userId: string, action: GithubAction): Promise<GithubConnectionRecord> {
    await this.assertAvailable();
    const record = await this.connections.find(userId);
    if (!record) {
      const message = action === 'push' ? Messages.github.notConnectedOrNoRepo : Messages.github.notConnected;
      throw new AppError('GITHUB_NOT_CONNECTED', message);
    }
    if (record.status === 'broken')
      throw new AppError('GITHUB_RECONNECT_REQUIRED', githubActionMessage(action, Messages.github.reasons.reconnect));
    return record;
  }

  /**
   * Runs GitHub requests with the user's token. A token GitHub refuses (revoked, expired) marks
   * the connection broken and tells the user's pages; a token that cannot be opened (the key
   * changed) is treated alike. GitHub's failures are logged with GitHub's words, never the token.
   */
  async run<T>(
    userId: string,
    action: GithubAction,
    work: (github: GithubClient, connection: GithubConnectionRecord) => Promise<T>,
  ): Promise<T> {
    const connection = await this.connection(userId, action);
    let token: string;
    try {
      token = this.openBox().open(connection.tokenCiphertext, tokenContext(userId));
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      await this.markBroken(connection);
      throw new AppError('GITHUB_RECONNECT_REQUIRED', Messages.github.tokenUnreadable, { cause: error });
    }
    try {
      return await work(await this.client(userId, token), connection);
    } catch (error) {
      if (error instanceof GithubError) {
        this.logger.warn({ userId, action, code: error.code, github: error.detail }, 'GitHub request failed');
        if (error.kind === 'unauthorized') await this.markBroken(connection);
      }
      throw error;
    }
  }

  /** Tells the user's open pages that the connection changed. */
  announce(userId: string, reason: 'broken' | 'repository-selected' | 'connected' | 'disconnected'): void {
    this.realtime.emitTo(Rooms.user(userId), 'github:connection-changed', { reason });
  }

  private async markBroken(connection: GithubConnectionRecord): Promise<void> {
    if (await this.connections.markBroken(connection.userId, connection.tokenCiphertext))
      this.announce(connection.userId, 'broken');
  }

  /** The token of a connection being removed, if it still opens (to revoke it at GitHub). */
  openToken(connection: GithubConnectionRecord): string | null {
    try {
      return this.openBox().open(connection.tokenCiphertext, tokenContext(connection.userId));
    } catch {
      return null;
    }
  }
}
