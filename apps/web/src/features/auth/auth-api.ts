import type { SignInRequest, SignInResponse, SignUpRequest, SignUpResponse } from '@infragen/contracts';
import { api } from '@/lib/api';

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
    }),
    signUp: build.mutation<SignUpResponse, SignUpRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    signOut: build.mutation<void, void>({ query: () => ({ url: '/auth/signout', method: 'POST' }) }),
  }),
});

export const { useSignInMutation, useSignUpMutation, useSignOutMutation } = authApi;
