import { useEffect, useState } from 'react';
import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import type {
  AdminLoginHint,
  AdminLoginResponse,
  AdminStats,
  AdminUser,
  AdminUserRow,
  AdminUsersPage,
  AuditPage,
  ConfigEntry,
  CreateAdminUser,
  CreatePromoCode,
  ModelConnection,
  ModelTestResult,
  ModelUsage,
  PlanView,
  PromoCodeView,
  SettingKey,
  SignInRequest,
  SiteFormEntry,
  SiteFormKind,
  SiteFormPage,
  SiteFormState,
  SiteFormSummary,
  SystemAlertsOverview,
  SystemAlertView,
  UpdateAdminUser,
  UpdatePlan,
} from '@infragen/contracts';
import { api } from '@/lib/api';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type MaybePromise<T> = T | PromiseLike<T>;

/**
 * An admin call: the request with the admin session's token (never the user session's, which the
 * shared base query would add). The result type comes from the endpoint it is given to.
 */
function asAdmin<Arg, Result>(request: (arg: Arg) => string | FetchArgs) {
  return async (
    arg: Arg,
    queryApi: BaseQueryApi,
    _extra: unknown,
    baseQuery: (
      args: string | FetchArgs,
    ) => MaybePromise<QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>>,
  ): Promise<QueryReturnValue<Result, FetchBaseQueryError, FetchBaseQueryMeta>> => {
    const token = (queryApi.getState() as { adminAuth: { accessToken: string | null } }).adminAuth.accessToken ?? '';
    const made = request(arg);
    const args = typeof made === 'string' ? { url: made } : made;
    const result = await baseQuery({ ...args, headers: { ...bearer(token), ...(args.headers as object) } });
    return result.error
      ? { error: result.error, meta: result.meta }
      : { data: result.data as Result, meta: result.meta };
  };
}

/** Items of an inbox list read at a time (Load more reads the next ones). */
const INBOX_PAGE_SIZE = 25;

const ADMIN_TAGS = [
  'AdminStats',
  'AdminAudit',
  'AdminUsers',
  'AdminPlans',
  'AdminAlerts',
  'AdminPromoCodes',
  'AdminConfig',
  'AdminUsage',
  'AdminInbox',
] as const;

/** The operator panel's calls, each with the admin session's token. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, SignInRequest>({
      query: (body) => ({ url: '/admin/auth/login', method: 'POST', body }),
    }),
    adminVerify: build.mutation<{ user: AdminUser }, string>({
      query: (token) => ({ url: '/admin/auth/verify', headers: bearer(token) }),
    }),
    adminSignOut: build.mutation<void, string | null>({
      // keepalive: the sign-out reaches the server even when the page is left right after it.
      query: (token) => ({
        url: '/admin/auth/signout',
        method: 'POST',
        headers: token ? bearer(token) : undefined,
        keepalive: true,
      }),
    }),

    adminStats: build.query<AdminStats, void>({
      queryFn: asAdmin(() => '/admin/stats'),
      providesTags: ['AdminStats'],
    }),
    adminAudit: build.query<AuditPage, { before?: string }>({
      queryFn: asAdmin(({ before }) => ({
        url: '/admin/audit',
        params: before ? { before, limit: 20 } : { limit: 20 },
      })),
      providesTags: ['AdminAudit'],
    }),

    adminUsers: build.query<AdminUsersPage, { search: string; page: number }>({
      queryFn: asAdmin(({ search, page }) => ({ url: '/admin/users', params: search ? { search, page } : { page } })),
      providesTags: ['AdminUsers'],
    }),
    createAdminUser: build.mutation<AdminUserRow, CreateAdminUser>({
      queryFn: asAdmin((body) => ({ url: '/admin/users', method: 'POST', body })),
      invalidatesTags: ['AdminUsers', 'AdminStats', 'AdminAudit'],
    }),
    updateAdminUser: build.mutation<AdminUserRow, { id: string; change: UpdateAdminUser }>({
      queryFn: asAdmin(({ id, change }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body: change })),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),

    adminPlans: build.query<PlanView[], void>({
      queryFn: asAdmin(() => '/admin/plans'),
      providesTags: ['AdminPlans'],
    }),
    updatePlan: build.mutation<PlanView, { id: string; change: UpdatePlan }>({
      queryFn: asAdmin(({ id, change }) => ({ url: `/admin/plans/${id}`, method: 'PATCH', body: change })),
      invalidatesTags: ['AdminPlans', 'AdminUsers', 'AdminAudit'],
    }),

    adminAlerts: build.query<SystemAlertsOverview, void>({
      queryFn: asAdmin(() => '/admin/alerts'),
      providesTags: ['AdminAlerts'],
    }),
    createTestAlert: build.mutation<SystemAlertView, void>({
      queryFn: asAdmin(() => ({ url: '/admin/alerts/test', method: 'POST' })),
      invalidatesTags: ['AdminAlerts', 'AdminStats', 'AdminAudit'],
    }),
    resolveAlert: build.mutation<SystemAlertView, string>({
      queryFn: asAdmin((id) => ({ url: `/admin/alerts/${id}/resolve`, method: 'POST' })),
      invalidatesTags: ['AdminAlerts', 'AdminStats', 'AdminAudit'],
    }),

    adminPromoCodes: build.query<PromoCodeView[], void>({
      queryFn: asAdmin(() => '/admin/promo-codes'),
      providesTags: ['AdminPromoCodes'],
    }),
    createPromoCode: build.mutation<PromoCodeView, CreatePromoCode>({
      queryFn: asAdmin((body) => ({ url: '/admin/promo-codes', method: 'POST', body })),
      invalidatesTags: ['AdminPromoCodes', 'AdminStats', 'AdminAudit'],
    }),
    setPromoCodeActive: build.mutation<PromoCodeView, { id: string; active: boolean }>({
      queryFn: asAdmin(({ id, active }) => ({
        url: `/admin/promo-codes/${id}`,
        method: 'PATCH',
        body: { is_active: active },
      })),
      invalidatesTags: ['AdminPromoCodes', 'AdminStats', 'AdminAudit'],
    }),

    modelConnection: build.query<ModelConnection, void>({
      queryFn: asAdmin(() => '/admin/model'),
    }),
    testModel: build.mutation<ModelTestResult, string>({
      queryFn: asAdmin((prompt) => ({ url: '/admin/model/test', method: 'POST', body: { prompt } })),
      invalidatesTags: ['AdminAudit'],
    }),
    modelUsage: build.query<ModelUsage, number>({
      queryFn: asAdmin((days) => ({ url: '/admin/model/usage', params: { days } })),
      providesTags: ['AdminUsage'],
    }),

    adminConfig: build.query<ConfigEntry[], void>({
      queryFn: asAdmin(() => '/admin/config'),
      providesTags: ['AdminConfig'],
    }),
    updateConfig: build.mutation<ConfigEntry, { key: SettingKey; value: string | number | boolean }>({
      queryFn: asAdmin(({ key, value }) => ({ url: `/admin/config/${key}`, method: 'PUT', body: { value } })),
      invalidatesTags: ['AdminConfig', 'AdminAudit'],
    }),
    resetConfig: build.mutation<ConfigEntry[], void>({
      queryFn: asAdmin(() => ({ url: '/admin/config/reset', method: 'POST' })),
      invalidatesTags: ['AdminConfig', 'AdminAudit'],
    }),

    // The inbox: every read carries the one tag, so an arrival or a change (over the socket, or
    // made here) reads the lists, the open item and the counts again.
    adminInboxPage: build.query<
      SiteFormPage<SiteFormKind>,
      { kind: SiteFormKind; state?: SiteFormState; before?: string }
    >({
      queryFn: asAdmin(({ kind, state, before }) => ({
        url: `/admin/site/${kind}`,
        params: { limit: INBOX_PAGE_SIZE, ...(state && { state }), ...(before && { before }) },
      })),
      providesTags: ['AdminInbox'],
    }),
    adminInboxSummary: build.query<SiteFormSummary, void>({
      queryFn: asAdmin(() => '/admin/site/summary'),
      providesTags: ['AdminInbox'],
    }),
    adminInboxItem: build.query<SiteFormEntry, { kind: SiteFormKind; id: string }>({
      queryFn: asAdmin(({ kind, id }) => `/admin/site/${kind}/${id}`),
      providesTags: ['AdminInbox'],
    }),
    setInboxHandled: build.mutation<SiteFormEntry, { kind: SiteFormKind; id: string; handled: boolean }>({
      queryFn: asAdmin(({ kind, id, handled }) => ({
        url: `/admin/site/${kind}/${id}`,
        method: 'PATCH',
        body: { handled },
      })),
      invalidatesTags: ['AdminInbox', 'AdminAudit'],
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useAdminVerifyMutation,
  useAdminSignOutMutation,
  useAdminStatsQuery,
  useAdminAuditQuery,
  useAdminUsersQuery,
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useAdminPlansQuery,
  useUpdatePlanMutation,
  useAdminAlertsQuery,
  useCreateTestAlertMutation,
  useResolveAlertMutation,
  useAdminPromoCodesQuery,
  useCreatePromoCodeMutation,
  useSetPromoCodeActiveMutation,
  useModelConnectionQuery,
  useTestModelMutation,
  useModelUsageQuery,
  useAdminConfigQuery,
  useUpdateConfigMutation,
  useResetConfigMutation,
  useAdminInboxPageQuery,
  useAdminInboxSummaryQuery,
  useAdminInboxItemQuery,
  useSetInboxHandledMutation,
} = adminApi;

/** The demo administrator's email, when the server has one to show (a plain, uncached read). */
export function useAdminLoginHint(): AdminLoginHint | undefined {
  const [hint, setHint] = useState<AdminLoginHint>();
  useEffect(() => {
    let live = true;
    fetch('/api/admin/auth/hint')
      .then((r) => (r.ok ? (r.json() as Promise<AdminLoginHint>) : undefined))
      .then(
        (value) => live && setHint(value),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return hint;
}
