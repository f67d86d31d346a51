import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Messages, SESSION_HINT_COOKIE } from '@infragen/contracts';
import { useAppDispatch } from '@/app/hooks';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { forgetCookie } from '@/lib/cookies';
import { showToast } from '@/lib/toast';
import { useSignOutMutation } from './auth-api';
import { authActions } from '@/entities/session/auth-slice';

/**
 * Sign-out clears the local session first (the user is out at once, whatever the network does),
 * including the session hint, so a page loaded before the server has answered does not restore
 * the session from the refresh cookie; then it tells the server. "Session does not exist" (401)
 * means it is already over: success.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  return useCallback(async () => {
    forgetCookie(SESSION_HINT_COOKIE);
    dispatch(authActions.sessionEnded());
    navigate('/', { replace: true });
    try {
      await signOut().unwrap();
    } catch (error) {
      if (apiErrorStatus(error) !== 401) {
        showToast(
          { title: Messages.auth.signOutFailed, description: apiErrorMessage(error, Messages.common.unexpected) },
          'destructive',
          'session',
        );
        return;
      }
    }
    showToast(Messages.auth.signOutSuccess, 'default', 'session');
  }, [dispatch, navigate, signOut]);
}
