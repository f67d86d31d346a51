import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { ANONYMOUS_SESSION_HEADER } from '@infragen/contracts';
import { forgetAnonymousSession, readAnonymousToken } from './anonymous-session';

/**
 * The one RTK Query API slice. Features and entities add their endpoints with `api.injectEndpoints`,
 * so the cache, tags and middleware stay in one place; it knows none of them, so it sits in lib/.
 */
const baseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  // The signed-in user's access token, unless the call brings its own (the admin panel's);
  // without either, the anonymous session's token, if the visitor has one (sign-up and sign-in
  // carry it too, so the account takes that session's conversations over).
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth?: { accessToken?: string | null } }).auth?.accessToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    const anonymous = headers.has('authorization') ? null : readAnonymousToken();
    if (anonymous) headers.set(ANONYMOUS_SESSION_HEADER, anonymous);
    return headers;
  },
});

/**
 * The server refuses an anonymous session token it did not sign (one kept from before tokens were
 * signed, or from a server with another key): it is forgotten, so the next call goes without it
 * and the next generation starts a new session.
 */
const withAnonymousSession: typeof baseQuery = async (args, queryApi, extraOptions) => {
  const result = await baseQuery(args, queryApi, extraOptions);
  const code = (result.error?.data as { code?: unknown } | undefined)?.code;
  if (code === 'ANONYMOUS_SESSION_INVALID') forgetAnonymousSession();
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: withAnonymousSession,
  tagTypes: ['Health', 'Profile'],
  endpoints: () => ({}),
});
