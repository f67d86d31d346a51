import { useEffect } from 'react';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_HINT_COOKIE,
  SESSION_REFRESH_MARGIN_MS,
  type SignInResponse,
} from '@infragen/contracts';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { authActions } from '@/entities/session/auth-slice';
import { hasCookie } from '@/lib/cookies';
import { refreshOnce } from '@/lib/session-refresh';

/**
 * Mounted once: restores the session from the refresh cookie on load (when the server's session
 * hint says there may be one; a visitor who never signed in is signed out without a request),
 * then checks every 30 s and refreshes the access token when 90 s or less remain: three checks'
 * margin, so one slow or missed check does not let it expire.
 */
export function SessionKeeper() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    let stopped = false;
    const refresh = async (initial: boolean) => {
      if (!hasCookie(SESSION_HINT_COOKIE)) {
        dispatch(authActions.sessionEnded());
        return;
      }
      try {
        const answer = await refreshOnce<SignInResponse>('/api/auth/refresh');
        if (stopped) return;
        if (!answer) dispatch(authActions.sessionEnded());
        else dispatch(initial ? authActions.sessionStarted(answer) : authActions.tokenRefreshed(answer));
      } catch {
        // Network trouble: a first load counts as signed out; later, the next tick retries.
        if (!stopped && initial) dispatch(authActions.sessionEnded());
      }
    };
    if (store.getState().auth.status === 'loading') void refresh(true);
    const timer = setInterval(() => {
      const { status, expiresAt } = store.getState().auth;
      if (status === 'signedIn' && expiresAt !== null && expiresAt - Date.now() <= SESSION_REFRESH_MARGIN_MS)
        void refresh(false);
    }, SESSION_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [dispatch, store]);

  return null;
}
