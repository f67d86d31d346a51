import type { SignInRequest, SignInResponse, SignUpRequest, SignUpResponse } from '@infragen/contracts';
import { api } from '@/lib/api';
import { forgetAnonymousSession } from '@/lib/anonymous-session';

/**
 * Signed in: the anonymous session the request carried (a visitor's "try it") now belongs to the
 * account, so the browser stops presenting it.
 */
async function forgetAnonymousOnceSignedIn({
  queryFulfilled,
}: {
  queryFulfilled: Promise<{ data: { session: unknown } }>;
}) {
  const { data } = await queryFulfilled.catch(() => ({ data: { session: null } }));
  if (data.session) forgetAnonymousSession();
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
      onQueryStarted: (_body, lifecycle) => forgetAnonymousOnceSignedIn(lifecycle),
    }),
    signUp: build.mutation<SignUpResponse, SignUpRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      onQueryStarted: (_body, lifecycle) => forgetAnonymousOnceSignedIn(lifecycle),
    }),
    // keepalive: the sign-out reaches the server even when the page is left right after it.
    signOut: build.mutation<void, void>({ query: () => ({ url: '/auth/signout', method: 'POST', keepalive: true }) }),
  }),
});

export const { useSignInMutation, useSignUpMutation, useSignOutMutation } = authApi;
