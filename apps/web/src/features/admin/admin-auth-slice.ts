import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminUser } from '@infragen/contracts';

/** Local-storage key of the admin access token (browsers may hold one under it already: never rename it). */
export const ADMIN_ACCESS_TOKEN_KEY = 'admin_access_token';
/** Never written (the refresh token stays in its httpOnly cookie); removed on sign-out for old clients. */
export const ADMIN_REFRESH_TOKEN_KEY = 'admin_refresh_token';

interface AdminAuthState {
  status: 'loading' | 'signedIn' | 'signedOut';
  user: AdminUser | null;
  accessToken: string | null;
  expiresAt: number | null;
}

const initialState: AdminAuthState = { status: 'loading', user: null, accessToken: null, expiresAt: null };

const adminAuthSlice = createSlice({
  name: 'adminAuth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: AdminUser; accessToken: string; expiresAt: string | null }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      state.expiresAt = action.payload.expiresAt ? Date.parse(action.payload.expiresAt) : null;
    },
    signedOut() {
      return { ...initialState, status: 'signedOut' as const };
    },
  },
});

export const adminAuthActions = adminAuthSlice.actions;
export const adminAuthReducer = adminAuthSlice.reducer;

/** A role as people read it: "super_admin" shows as "super admin". */
export function roleLabel(role: string): string {
  return role.replaceAll('_', ' ');
}
