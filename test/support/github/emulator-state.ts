import { createHash, randomBytes } from 'node:crypto';
import { GitObjects } from './git-objects';
import type { EmulatedOrg, EmulatedRepo, EmulatedUser } from './github-json';

/**
 * What the GitHub emulator knows: accounts, organisations, repositories (their content as real git
 * objects), the OAuth App, the codes and tokens it issued, and the faults a test switched on.
 */
export interface IssuedToken {
  login: string;
  scopes: string[];
  revoked: boolean;
}

export interface PendingCode {
  clientId: string;
  redirectUri: string | null;
  scopes: string[];
  login: string;
  challenge: string | null;
  challengeMethod: string | null;
  expiresAt: number;
  used: boolean;
}

export interface PullRequest {
  id: number;
  number: number;
  title: string;
  body: string | null;
  head: string;
  headSha: string;
  base: string;
  baseSha: string;
  createdAt: string;
  login: string;
}

/** A fault switched on by a test: GitHub's answers from some point on. */
export interface RateLimitFault {
  login: string | null;
  kind: 'primary' | 'secondary';
  status: 403 | 429;
  resetAt: number;
  retryAfter: number;
  /** API requests still served before the limit bites. */
  after: number;
}

export interface OutageFault {
  status: number;
  after: number;
  /** Only writes (POST, PATCH, PUT, DELETE) fail. */
  writesOnly: boolean;
}

const CODE_LIFETIME_MS = 10 * 60 * 1000;

export class EmulatorState {
  readonly git = new GitObjects();
  readonly users = new Map<string, EmulatedUser>();
  readonly orgs = new Map<string, EmulatedOrg>();
  /** Repositories by "owner/name", lower-case (GitHub names are case-insensitive). */
  readonly repos = new Map<string, EmulatedRepo>();
  readonly pulls = new Map<string, PullRequest[]>();
  readonly codes = new Map<string, PendingCode>();
  readonly tokens = new Map<string, IssuedToken>();
  /** API requests per login in the current rate-limit window. */
  readonly used = new Map<string, number>();
  rateLimit: RateLimitFault | null = null;
  outage: OutageFault | null = null;
  private nextId = 1000;

  constructor(readonly app: { clientId: string; clientSecret: string; name: string; callbackUrl: string | null }) {}

  id(): number {
    this.nextId += 1;
    return this.nextId;
  }

  addUser(login: string, name: string | null = null): EmulatedUser {
    const user = { id: this.id(), login, name, email: `${login}@users.noreply.example`, createdAt: isoNow() };
    this.users.set(login.toLowerCase(), user);
    return user;
  }

  addOrg(login: string, members: string[]): EmulatedOrg {
    const org = { id: this.id(), login, description: null, members: new Set(members.map((m) => m.toLowerCase())) };
    this.orgs.set(login.toLowerCase(), org);
    return org;
  }

  /** The account (user or organisation) named `login`, as a repository owner. */
  owner(login: string): EmulatedRepo['owner'] | null {
    const user = this.users.get(login.toLowerCase());
    if (user) return { login: user.login, id: user.id, type: 'User' };
    const org = this.orgs.get(login.toLowerCase());
    return org ? { login: org.login, id: org.id, type: 'Organization' } : null;
  }

  repo(owner: string, name: string): EmulatedRepo | null {
    return this.repos.get(`${owner}/${name}`.toLowerCase()) ?? null;
  }

  createRepo(
    owner: EmulatedRepo['owner'],
    name: string,
    options: { description?: string | null; private?: boolean } = {},
  ) {
    const now = isoNow();
    const repo: EmulatedRepo = {
      id: this.id(),
      owner,
      name,
      description: options.description ?? null,
      private: options.private ?? false,
      defaultBranch: 'main',
      createdAt: now,
      updatedAt: now,
      pushedAt: now,
      refs: new Map(),
    };
    this.repos.set(`${owner.login}/${name}`.toLowerCase(), repo);
    return repo;
  }

  /** May `login` push to the repository (its owner, or a member of its organisation)? */
  canWrite(login: string, repo: EmulatedRepo): boolean {
    if (repo.owner.type === 'User') return repo.owner.login.toLowerCase() === login.toLowerCase();
    return this.orgs.get(repo.owner.login.toLowerCase())?.members.has(login.toLowerCase()) ?? false;
  }

  canSee(login: string, repo: EmulatedRepo): boolean {
    return !repo.private || this.canWrite(login, repo);
  }

  /** A new OAuth token for `login` with `scopes`. */
  issueToken(login: string, scopes: string[]): string {
    const token = `gho_${randomBytes(18).toString('hex')}`;
    this.tokens.set(token, { login, scopes, revoked: false });
    return token;
  }

  newCode(code: Omit<PendingCode, 'expiresAt' | 'used'>): string {
    const value = randomBytes(10).toString('hex');
    this.codes.set(value, { ...code, expiresAt: Date.now() + CODE_LIFETIME_MS, used: false });
    return value;
  }
}

export function isoNow(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** RFC 7636: the challenge a verifier makes under `method` (S256 or plain). */
export function challengeOf(verifier: string, method: string): string {
  return method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
}
