import { useEffect, useState } from 'react';
import type { AdminLoginHint, AdminLoginResponse, AdminUser, SignInRequest } from '@infragen/contracts';
import { api } from '@/app/api';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The admin panel's calls carry the admin session's token, never the user session's. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, SignInRequest>({ query: (body) => ({ url: '/admin/auth/login', method: 'POST', body }) }),
    adminVerify: build.mutation<{ user: AdminUser }, string>({ query: (token) => ({ url: '/admin/auth/verify', headers: bearer(token) }) }),
    adminSignOut: build.mutation<void, string | null>({
      query: (token) => ({ url: '/admin/auth/signout', method: 'POST', headers: token ? bearer(token) : undefined }),
    }),
  }),
});

export const { useAdminLoginMutation, useAdminVerifyMutation, useAdminSignOutMutation } = adminApi;

/** The demo administrator's email, when the server has one to show (a plain, uncached read). */
export function useAdminLoginHint(): AdminLoginHint | undefined {
  const [hint, setHint] = useState<AdminLoginHint>();
  useEffect(() => {
    let live = true;
    fetch('/api/admin/auth/hint')
      .then((r) => (r.ok ? (r.json() as Promise<AdminLoginHint>) : undefined))
      .then((value) => live && setHint(value), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return hint;
}
