import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { ANONYMOUS_SESSION_HEADER } from '@infragen/contracts';
import { readAnonymousToken } from './anonymous-session';

/**
 * The one RTK Query API slice. Features and entities add their endpoints with `api.injectEndpoints`,
 * so the cache, tags and middleware stay in one place; it knows none of them, so it sits in lib/.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
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
  }),
  tagTypes: ['Health', 'Profile'],
  endpoints: () => ({}),
});
