/**
 * @infragen/github: the Octokit wrapper (no Nest) for the OAuth web flow with PKCE, the account
 * and its organisations, repositories, and pushes of many files as one commit or a pull request.
 * Every failure is a GithubError: an AppError in the catalogue's words, with a code to act on.
 */
export { createGithubClient, type GithubClient, type GithubClientOptions } from './client';
export { GithubError, githubActionMessage, githubError, type GithubAction, type GithubFailureKind } from './errors';
export { authorizationUrl, exchangeCode, pkcePair, revokeToken } from './oauth';
export { listOrganizations, readAccount, type GithubAccount } from './account';
export { createRepository, getRepository, listRepositories, temporaryRepositoryName } from './repositories';
export { pushFiles, type PushRequest, type PushResult } from './push';
export { pushFilesFor, type PushPlan } from './push-files';
