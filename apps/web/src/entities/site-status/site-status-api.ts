import type { SiteStatus } from '@infragen/contracts';
import { api } from '@/lib/api';

/**
 * What every page needs of the operator's settings (maintenance mode and its message, whether
 * sign-up is open). A 503 during maintenance answers the other routes, never this one.
 */
const siteStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteStatus: build.query<SiteStatus, void>({ query: () => '/status' }),
  }),
});

export const { useGetSiteStatusQuery } = siteStatusApi;

/** The status already read (or being read), without asking for it: how often to ask depends on it. */
export const useSiteStatusState = siteStatusApi.endpoints.getSiteStatus.useQueryState;
