import type { Env } from '@infragen/contracts';

/** The OAuth App and the GitHub it lives on (github.com or a GitHub Enterprise Server). */
export interface GithubApp {
  clientId: string;
  clientSecret: string;
  /** Where users authorize the app: GitHub's web address. */
  webUrl: string;
  /** GitHub's REST API. */
  apiUrl: string;
}

/** The configured OAuth App, or null when GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are not both set. */
export function githubAppFrom(env: Env): GithubApp | null {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return null;
  return {
    clientId: env.GITHUB_CLIENT_ID,
    clientSecret: env.GITHUB_CLIENT_SECRET,
    webUrl: env.GITHUB_URL.replace(/\/+$/, ''),
    apiUrl: env.GITHUB_API_URL.replace(/\/+$/, ''),
  };
}
