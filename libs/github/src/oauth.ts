import { createHash, randomBytes } from 'node:crypto';
import { AppError, Messages } from '@infragen/contracts';
import type { GithubClient } from './client';
import { githubError } from './errors';

/** A PKCE pair (RFC 7636, S256): the verifier stays on the server, the challenge goes to GitHub. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationRequest {
  /** GitHub's web address (https://github.com, or a GitHub Enterprise Server). */
  webUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scopes: readonly string[];
}

/** Like Octokit itself, its OAuth methods ship ES modules only: loaded on first use. */
const oauthMethods = () => import('@octokit/oauth-methods');

/**
 * The address of GitHub's authorize page for the OAuth App's web flow, with the round trip's
 * `state` and the PKCE challenge (S256).
 */
export async function authorizationUrl(request: AuthorizationRequest, client: GithubClient): Promise<string> {
  const { getWebFlowAuthorizationUrl } = await oauthMethods();
  const { url } = getWebFlowAuthorizationUrl({
    clientType: 'oauth-app',
    clientId: request.clientId,
    redirectUrl: request.redirectUri,
    scopes: [...request.scopes],
    state: request.state,
    allowSignup: true,
    request: client.request.defaults({ baseUrl: request.webUrl.replace(/\/+$/, '') }),
  });
  const withPkce = new URL(url);
  withPkce.searchParams.set('code_challenge', request.codeChallenge);
  withPkce.searchParams.set('code_challenge_method', 'S256');
  return withPkce.toString();
}

export interface CodeExchange {
  webUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/**
 * Exchanges the code GitHub handed back for the user's token, proving with the PKCE verifier that
 * this server started the round trip. GitHub's refusal (a used or expired code, a verifier that
 * does not match) becomes GITHUB_AUTHORIZATION_REFUSED with GitHub's description.
 */
export async function exchangeCode(exchange: CodeExchange, client: GithubClient): Promise<string> {
  const { exchangeWebFlowCode } = await oauthMethods();
  try {
    const { authentication } = await exchangeWebFlowCode({
      clientType: 'oauth-app',
      clientId: exchange.clientId,
      clientSecret: exchange.clientSecret,
      code: exchange.code,
      redirectUrl: exchange.redirectUri,
      // The verifier travels in the body of the same request (oauth-methods knows no PKCE yet).
      request: client.request.defaults({
        baseUrl: exchange.webUrl.replace(/\/+$/, ''),
        code_verifier: exchange.codeVerifier,
      }),
    });
    return authentication.token;
  } catch (error) {
    const description = oauthErrorDescription(error);
    if (description) {
      throw new AppError('GITHUB_AUTHORIZATION_REFUSED', Messages.github.authorizationRefused(description));
    }
    throw githubError(error, 'connect');
  }
}

/** GitHub's `error_description` of a refused exchange (answered 200 with an error body). */
function oauthErrorDescription(error: unknown): string | null {
  const data = (error as { response?: { data?: { error?: unknown; error_description?: unknown } } }).response?.data;
  if (!data || typeof data.error !== 'string') return null;
  return typeof data.error_description === 'string' ? data.error_description : data.error;
}

/**
 * Revokes a token at GitHub (the OAuth App's own credentials authorise it), so a disconnected
 * account's token stops working there too, not only here.
 */
export async function revokeToken(
  app: { clientId: string; clientSecret: string },
  token: string,
  client: GithubClient,
): Promise<void> {
  const { deleteToken } = await oauthMethods();
  try {
    await deleteToken({
      clientType: 'oauth-app',
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      token,
      request: client.request,
    });
  } catch (error) {
    throw githubError(error, 'connect');
  }
}
