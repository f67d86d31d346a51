import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Messages } from '@infragen/contracts';
import { useAppSelector } from '@/app/hooks';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useFinishGithubAuthorizationMutation } from './github-api';

const M = Messages.github;
/** Where the user connected from: the workspace, where the GitHub control sits. */
const BACK = '/app';
/** Where a failed connection lands: the home page, as the product rules say (product-spec, section 4). */
const FAILED = '/';

/**
 * /auth/github/callback: where GitHub sends the browser back. It reads `code` and `state` (or
 * GitHub's `error`), shows "Connecting to GitHub..." while the server exchanges the code, then
 * goes back to the workspace with the success toast, or to the home page with the failure's; a
 * visitor who is not signed in is sent to sign in. It runs once: a code can be used only once.
 */
export default function GithubCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useAppSelector((state) => state.auth.status);
  const [finish] = useFinishGithubAuthorizationMutation();
  const started = useRef(false);

  useEffect(() => {
    if (session === 'loading' || started.current) return;
    started.current = true;
    const fail = (description: string) => {
      showToast({ title: M.connectionFailed, description }, 'destructive', 'github');
      navigate(FAILED, { replace: true });
    };
    if (session === 'signedOut') {
      showToast(M.authRequired, 'destructive', 'github');
      navigate('/auth', { replace: true });
      return;
    }
    const error = params.get('error');
    if (error) return fail(params.get('error_description') ?? error);
    const code = params.get('code');
    const state = params.get('state');
    if (!code) return fail(M.noAuthorizationCode);
    void finish({ code, state: state ?? '' })
      .unwrap()
      .then(() => {
        showToast(M.connected, 'default', 'github');
        navigate(BACK, { replace: true });
      })
      .catch((failure: unknown) => fail(apiErrorMessage(failure, M.stateInvalid)));
  }, [session, params, navigate, finish]);

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3" role="status">
      <span aria-hidden className="size-8 animate-spin rounded-full border-2 border-border border-t-primary" />
      <h1 className="text-sm font-normal text-muted-foreground">{M.connecting}</h1>
    </div>
  );
}
