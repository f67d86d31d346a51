import { TEMPORARY_REPO_PREFIX, type GithubRepository, type GithubRepositoryPage } from '@infragen/contracts';
import type { GithubClient } from './client';
import { githubError } from './errors';

/** The fields of GitHub's repository objects the product keeps (all three shapes GitHub answers with). */
interface RepositoryLike {
  id: number;
  name: string;
  full_name: string;
  private: boolean;
  html_url: string;
  description: string | null;
  default_branch?: string;
}

function toRepository(repo: RepositoryLike): GithubRepository {
  return {
    id: repo.id,
    name: repo.name,
    full_name: repo.full_name,
    private: repo.private,
    html_url: repo.html_url,
    description: repo.description,
    default_branch: repo.default_branch ?? 'main',
  };
}

export interface RepositoryListing {
  /** The account's login, which the search needs to stay within the personal account. */
  login: string;
  /** An organisation's login; none for the personal account. */
  organization?: string;
  /** Part of the name to look for (GitHub's repository search). */
  search?: string;
  page: number;
  perPage: number;
}

/** Whether GitHub's `Link` answer header names a next page. */
const hasNext = (link: unknown) => typeof link === 'string' && /rel="next"/.test(link);

/**
 * One page of the personal account's repositories (those it owns) or an organisation's, most
 * recently updated first; with `search`, GitHub's repository search within that account.
 */
export async function listRepositories(
  github: GithubClient,
  listing: RepositoryListing,
): Promise<GithubRepositoryPage> {
  const { page, perPage: per_page } = listing;
  try {
    if (listing.search) {
      const owner = listing.organization ? `org:${listing.organization}` : `user:${listing.login}`;
      const q = `${listing.search.replace(/[^\w.-]+/g, ' ').trim()} in:name ${owner} fork:true`;
      const { data } = await github.rest.search.repos({ q, per_page, page });
      return {
        repositories: data.items.map(toRepository),
        page,
        hasNextPage: page * per_page < Math.min(data.total_count, 1000),
      };
    }
    if (listing.organization) {
      const { data, headers } = await github.rest.repos.listForOrg({
        org: listing.organization,
        type: 'all',
        sort: 'updated',
        per_page,
        page,
      });
      return { repositories: data.map(toRepository), page, hasNextPage: hasNext(headers.link) };
    }
    const { data, headers } = await github.rest.repos.listForAuthenticatedUser({
      affiliation: 'owner',
      sort: 'updated',
      per_page,
      page,
    });
    return { repositories: data.map(toRepository), page, hasNextPage: hasNext(headers.link) };
  } catch (error) {
    throw githubError(error, 'list', listing.organization ?? '');
  }
}

export interface NewRepository {
  name: string;
  description: string;
  private: boolean;
  /** Created under this organisation; none for the personal account. */
  organization?: string;
}

/** Creates a repository, empty (no first commit: the first push makes it). */
export async function createRepository(github: GithubClient, repo: NewRepository): Promise<GithubRepository> {
  const body = { name: repo.name, description: repo.description, private: repo.private, auto_init: false };
  try {
    const { data } = repo.organization
      ? await github.rest.repos.createInOrg({ org: repo.organization, ...body })
      : await github.rest.repos.createForAuthenticatedUser(body);
    return toRepository(data);
  } catch (error) {
    throw githubError(error, 'create', repo.organization ?? '');
  }
}

/** A repository the account can see, by owner/name. */
export async function getRepository(github: GithubClient, fullName: string): Promise<GithubRepository> {
  const [owner, repo] = fullName.split('/');
  try {
    const { data } = await github.rest.repos.get({ owner: owner!, repo: repo! });
    return toRepository(data);
  } catch (error) {
    throw githubError(error, 'select', fullName);
  }
}

/** A temporary repository's name: the product's prefix and the time in base 36 (short, sortable). */
export function temporaryRepositoryName(now = Date.now()): string {
  return `${TEMPORARY_REPO_PREFIX}${now.toString(36)}`;
}
