import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type {
  GithubConnectionView,
  GithubOrganization,
  GithubRepository,
  GithubRepositoryPage,
} from '@infragen/contracts';
import { GithubConnectionsRepository } from '@infragen/database';
import { createRepository, getRepository, listOrganizations, listRepositories, revokeToken } from '@infragen/github';
import { ROOT_LOGGER } from '../config';
import { connectionView, GithubAccess } from './github-access.service';

/** Which repositories to list: the personal account or an organisation, a name to look for, a page. */
export interface RepositoryQuery {
  organization?: string;
  search?: string;
  page: number;
  perPage: number;
}

/** A user's connection: its state, organisations, repositories, the selected one, and disconnecting. */
@Injectable()
export class GithubConnectionsService {
  constructor(
    private readonly access: GithubAccess,
    private readonly connections: GithubConnectionsRepository,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async view(userId: string): Promise<GithubConnectionView> {
    await this.access.assertAvailable();
    return connectionView(await this.connections.find(userId));
  }

  /**
   * Forgets the connection and revokes its token at GitHub, so the token stops working there too.
   * Works with the integration unconfigured as well (then only the stored token goes).
   */
  async disconnect(userId: string): Promise<void> {
    await this.access.assertEnabled();
    const connection = await this.connections.find(userId);
    if (!connection || !(await this.connections.remove(userId))) return;
    this.access.announce(userId, 'disconnected');
    const token = this.access.openToken(connection);
    if (!token || !this.access.app) return;
    try {
      await revokeToken(this.access.app, token, await this.access.client(userId));
    } catch (error) {
      // Removed here either way; the user can still revoke the app on GitHub's own settings page.
      this.logger.warn({ userId, err: (error as Error).message }, 'could not revoke the GitHub token');
    }
  }

  /** The organisations, read from GitHub now and kept with the connection. */
  async organizations(userId: string): Promise<GithubOrganization[]> {
    return this.access.run(userId, 'list', async (github) => {
      const organizations = await listOrganizations(github);
      await this.connections.setOrganizations(userId, organizations);
      return organizations;
    });
  }

  async repositories(userId: string, query: RepositoryQuery): Promise<GithubRepositoryPage> {
    return this.access.run(userId, 'list', (github, connection) =>
      listRepositories(github, { login: connection.githubUser.login, ...query }),
    );
  }

  /** Creates a repository (personal or in an organisation) and selects it. */
  async create(
    userId: string,
    input: { name: string; description: string; private: boolean; organization?: string },
  ): Promise<GithubRepository> {
    const repository = await this.access.run(userId, 'create', (github) => createRepository(github, input));
    await this.connections.selectRepository(userId, repository);
    this.access.announce(userId, 'repository-selected');
    return repository;
  }

  /** Selects a repository the account can see (checked on GitHub), or none. */
  async select(userId: string, fullName: string | null): Promise<GithubConnectionView> {
    const repository =
      fullName === null ? null : await this.access.run(userId, 'select', (github) => getRepository(github, fullName));
    if (fullName === null) await this.access.connection(userId, 'select');
    const record = await this.connections.selectRepository(userId, repository);
    this.access.announce(userId, 'repository-selected');
    return connectionView(record);
  }
}
