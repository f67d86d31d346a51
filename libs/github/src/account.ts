import type { GithubOrganization } from '@infragen/contracts';
import type { GithubClient } from './client';
import { githubError } from './errors';

/** The GitHub account a token belongs to, with the scopes GitHub granted it. */
export interface GithubAccount {
  user: { id: number; login: string; name: string | null; avatar_url: string };
  scopes: string[];
}

/** Organisations listed per page, and the most pages read (a hundred organisations each). */
const ORGS_PER_PAGE = 100;
const MAX_ORG_PAGES = 5;

/** Who the token belongs to; the scopes come from GitHub's `X-OAuth-Scopes` answer header. */
export async function readAccount(github: GithubClient): Promise<GithubAccount> {
  try {
    const { data, headers } = await github.rest.users.getAuthenticated();
    const scopes = String(headers['x-oauth-scopes'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return {
      user: { id: data.id, login: data.login, name: data.name ?? null, avatar_url: data.avatar_url },
      scopes,
    };
  } catch (error) {
    throw githubError(error, 'connect');
  }
}

/** The organisations the account is a member of (needs read:org for private memberships). */
export async function listOrganizations(github: GithubClient): Promise<GithubOrganization[]> {
  const organizations: GithubOrganization[] = [];
  try {
    for (let page = 1; page <= MAX_ORG_PAGES; page += 1) {
      const { data } = await github.rest.orgs.listForAuthenticatedUser({ per_page: ORGS_PER_PAGE, page });
      organizations.push(...data.map((o) => ({ login: o.login, id: o.id, avatar_url: o.avatar_url })));
      if (data.length < ORGS_PER_PAGE) break;
    }
    return organizations;
  } catch (error) {
    throw githubError(error, 'list');
  }
}
