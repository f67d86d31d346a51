import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppError, GITHUB_SCOPES, Messages, type GithubConnectionView } from '@infragen/contracts';
import { GithubConnectionsRepository } from '@infragen/database';
import { authorizationUrl, exchangeCode, listOrganizations, pkcePair, readAccount } from '@infragen/github';
import { serviceUnavailable } from '@infragen/runtime';
import { API_CONFIG, type ApiConfig } from '../config';
import { RateLimitService } from '../rate-limit';
import { REDIS } from '../redis';
import { connectionView, GithubAccess } from './github-access.service';

/** How long a started connection may take to come back: GitHub's own codes live 10 minutes. */
const STATE_TTL_SECONDS = 600;
/** Connections a user may start (or finish) in ten minutes: each one writes a key to Redis. */
const CONNECT_LIMIT = { count: 20, windowSeconds: 600 };

/** What the server keeps of a started round trip, under its `state`, until the callback uses it. */
interface PendingConnection {
  userId: string;
  verifier: string;
  redirectUri: string;
}

const stateInvalid = () => new AppError('GITHUB_STATE_INVALID', Messages.github.stateInvalid);

/**
 * The OAuth App web flow: a `state` bound to the signed-in user (single use, 10 minutes, kept in
 * Redis), PKCE S256 (the verifier never leaves the server), then the code exchanged for a token
 * that is stored sealed with the account, its organisations and the granted scopes.
 */
@Injectable()
export class GithubOauthService {
  constructor(
    private readonly access: GithubAccess,
    private readonly connections: GithubConnectionsRepository,
    private readonly limits: RateLimitService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * A started round trip is kept under its owner and its state, so a callback can only ever read
   * (and spend) a state of the signed-in user: another user's attempt with it finds nothing and
   * leaves it for its owner.
   */
  private key(userId: string, state: string): string {
    return `${this.config.redisPrefix}:github:oauth:${userId}:${state}`;
  }

  /** GitHub's authorize page for this user; `origin` is the site's address as the browser reached it. */
  async authorize(userId: string, origin: string): Promise<{ url: string }> {
    const app = await this.access.assertAvailable();
    await this.limits.consume(`github-connect:${userId}`, CONNECT_LIMIT.count, CONNECT_LIMIT.windowSeconds);
    const state = randomBytes(24).toString('base64url');
    const { verifier, challenge } = pkcePair();
    const redirectUri = `${this.config.env.PUBLIC_URL?.replace(/\/+$/, '') ?? origin}/auth/github/callback`;
    const pending: PendingConnection = { userId, verifier, redirectUri };
    try {
      await this.redis.set(this.key(userId, state), JSON.stringify(pending), 'EX', STATE_TTL_SECONDS);
    } catch (error) {
      throw serviceUnavailable('redis', error);
    }
    const url = await authorizationUrl(
      {
        webUrl: app.webUrl,
        clientId: app.clientId,
        redirectUri,
        state,
        codeChallenge: challenge,
        scopes: GITHUB_SCOPES,
      },
      await this.access.client(userId),
    );
    return { url };
  }

  /**
   * Finishes the round trip: the `state` must be one this server gave this user, unused and not
   * expired (the owner's call spends it whatever happens next; another user's call never touches
   * it), and GitHub must accept the code with the verifier.
   */
  async callback(userId: string, code: string, state: string): Promise<GithubConnectionView> {
    const app = await this.access.assertAvailable();
    await this.limits.consume(`github-connect:${userId}`, CONNECT_LIMIT.count, CONNECT_LIMIT.windowSeconds);
    let raw: string | null;
    try {
      raw = await this.redis.getdel(this.key(userId, state));
    } catch (error) {
      throw serviceUnavailable('redis', error);
    }
    if (!raw) throw stateInvalid();
    const pending = JSON.parse(raw) as PendingConnection;
    // Cannot differ (the key names the owner); kept so a change to the key never opens the door.
    if (pending.userId !== userId) throw stateInvalid();
    const token = await exchangeCode(
      {
        webUrl: app.webUrl,
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        code,
        redirectUri: pending.redirectUri,
        codeVerifier: pending.verifier,
      },
      await this.access.client(userId),
    );
    const github = await this.access.client(userId, token);
    const account = await readAccount(github);
    const organizations = await listOrganizations(github);
    const record = await this.connections.save(userId, {
      githubUser: account.user,
      organizations,
      tokenCiphertext: this.access.seal(userId, token),
      scopes: account.scopes,
    });
    this.access.announce(userId, 'connected');
    return connectionView(record);
  }
}
