import { join } from 'node:path';
import { GithubEmulator, type GithubEmulatorOptions } from './github-emulator';

/** The OAuth App the test stacks are configured with. */
export const TEST_OAUTH_APP = { clientId: 'Iv1.test-client-id', clientSecret: 'test-client-secret-of-the-oauth-app' };

/**
 * A GitHub emulator for a Jest test file, on a free port, checking against the committed
 * extract of GitHub's description.
 */
export function startGithubEmulator(options: Partial<GithubEmulatorOptions> = {}): Promise<GithubEmulator> {
  return GithubEmulator.start({
    descriptionFile: join(__dirname, 'github-openapi.json'),
    ...TEST_OAUTH_APP,
    ...options,
  });
}

/** The environment that points a test stack at `emulator` (a GitHub Enterprise Server layout). */
export function githubEnv(emulator: GithubEmulator): Record<string, string> {
  return {
    GITHUB_CLIENT_ID: TEST_OAUTH_APP.clientId,
    GITHUB_CLIENT_SECRET: TEST_OAUTH_APP.clientSecret,
    GITHUB_URL: emulator.url,
    GITHUB_API_URL: emulator.apiUrl,
  };
}
