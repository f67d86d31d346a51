import { Messages } from '@infragen/contracts';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useStartGithubAuthorizationMutation } from './github-api';

/**
 * Starts connecting: the server makes the round trip's state and PKCE challenge and answers
 * GitHub's authorize page, where the browser goes; GitHub sends it back to /auth/github/callback.
 */
export function useConnectGithub(): { connect: () => Promise<void>; starting: boolean } {
  const [start, { isLoading }] = useStartGithubAuthorizationMutation();
  return {
    starting: isLoading,
    connect: async () => {
      try {
        const { url } = await start().unwrap();
        window.location.assign(url);
      } catch (error) {
        showToast(
          { title: Messages.github.connectionFailed, description: apiErrorMessage(error, Messages.http.internal) },
          'destructive',
        );
      }
    },
  };
}
