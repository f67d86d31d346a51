import { useEffect } from 'react';
import {
  ADMIN_SESSION_HINT_COOKIE,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_REFRESH_MARGIN_MS,
  type AdminLoginResponse,
} from '@infragen/contracts';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { forgetCookie, hasCookie } from '@/lib/cookies';
import { refreshOnce } from '@/lib/session-refresh';
import { useAdminVerifyMutation } from './admin-api';
import { ADMIN_ACCESS_TOKEN_KEY, ADMIN_REFRESH_TOKEN_KEY, adminAuthActions } from './admin-auth-slice';

/** Both stored tokens and the session hint: the next page load asks the server for nothing. */
export function forgetAdminTokens(): void {
  localStorage.removeItem(ADMIN_ACCESS_TOKEN_KEY);
  localStorage.removeItem(ADMIN_REFRESH_TOKEN_KEY);
  forgetCookie(ADMIN_SESSION_HINT_COOKIE);
}

/**
 * The admin session: on load the stored admin token is verified; when that fails the admin
 * refresh cookie is tried (only when the server's admin session hint says there may be one, so a
 * signed-out visit makes no request that can only answer 401); when both fail, both stored tokens
 * are removed. Then the same 30 s / 90 s refresh rhythm as the user session.
 */
export function AdminSession() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [verify] = useAdminVerifyMutation();

  useEffect(() => {
    let stopped = false;
    const refresh = async (): Promise<boolean> => {
      if (!hasCookie(ADMIN_SESSION_HINT_COOKIE)) return false;
      try {
        const answer = await refreshOnce<AdminLoginResponse>('/api/admin/auth/refresh');
        if (!answer || stopped) return false;
        localStorage.setItem(ADMIN_ACCESS_TOKEN_KEY, answer.session.access_token);
        dispatch(
          adminAuthActions.signedIn({
            user: answer.user,
            accessToken: answer.session.access_token,
            expiresAt: answer.session.expires_at,
          }),
        );
        return true;
      } catch {
        return false;
      }
    };
    const restore = async () => {
      const stored = localStorage.getItem(ADMIN_ACCESS_TOKEN_KEY);
      if (stored) {
        try {
          const { user } = await verify(stored).unwrap();
          if (stopped) return;
          if (user) {
            dispatch(adminAuthActions.signedIn({ user, accessToken: stored, expiresAt: expiryOf(stored) }));
            return;
          }
        } catch {
          // fall through to the refresh cookie
        }
      }
      if (stopped) return;
      if (!(await refresh()) && !stopped) {
        forgetAdminTokens();
        dispatch(adminAuthActions.signedOut());
      }
    };
    if (store.getState().adminAuth.status === 'loading') void restore();
    const timer = setInterval(() => {
      const { status, expiresAt } = store.getState().adminAuth;
      if (status === 'signedIn' && expiresAt !== null && expiresAt - Date.now() <= SESSION_REFRESH_MARGIN_MS)
        void refresh();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [dispatch, store, verify]);

  return null;
}

/** The `exp` of a JWT (not verified here: the server verified it), as an ISO time. */
function expiryOf(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return payload.exp ? new Date(payload.exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}
