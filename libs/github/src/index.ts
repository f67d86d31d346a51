/**
 * @infragen/github: the Octokit wrapper for OAuth exchange, organisations, repositories and
 * one-commit pushes of many files through the Git Data API. Empty until the GitHub work lands.
 */
export const GITHUB_LIB_PURPOSE = 'Octokit wrapper: OAuth exchange, orgs, repos, push (one commit, many files)';
