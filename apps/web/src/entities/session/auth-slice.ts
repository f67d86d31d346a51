import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessSession, AuthUser } from '@infragen/contracts';

/** The user session: the access token lives only in memory; the refresh token in its httpOnly cookie. */
interface AuthState {
  status: 'loading' | 'signedIn' | 'signedOut';
  user: AuthUser | null;
  accessToken: string | null;
  /** Epoch ms at which the access token ends. */
  expiresAt: number | null;
}

const initialState: AuthState = { status: 'loading', user: null, accessToken: null, expiresAt: null };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** A sign-in, or a session restored from the refresh cookie on load. */
    sessionStarted(state, action: PayloadAction<{ user: AuthUser; session: AccessSession }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.accessToken = action.payload.session.accessToken;
      state.expiresAt = Date.parse(action.payload.session.expiresAt);
    },
    /** The same session with a new access token. */
    tokenRefreshed(state, action: PayloadAction<{ user: AuthUser; session: AccessSession }>) {
      state.user = action.payload.user;
      state.accessToken = action.payload.session.accessToken;
      state.expiresAt = Date.parse(action.payload.session.expiresAt);
    },
    sessionEnded() {
      return { ...initialState, status: 'signedOut' as const };
    },
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;

/** The name the user menu shows: the full name, else the email (the name may be left blank). */
export function displayName(user: Pick<AuthUser, 'fullName' | 'email'>): string {
  return user.fullName.trim() || user.email;
}
