import type {
  CreateGithubPushRequest,
  CreateGithubRepositoryRequest,
  GithubConfig,
  GithubConnectionView,
  GithubOrganization,
  GithubPushView,
  GithubRepository,
  GithubRepositoryPage,
  ListGithubRepositoriesQuery,
} from '@infragen/contracts';
import { api } from '@/lib/api';

/** GitHub's REST side: the configuration, the connection, its repositories, and pushes. */
const githubApi = api.enhanceEndpoints({ addTagTypes: ['GithubConnection', 'GithubRepositories'] }).injectEndpoints({
  endpoints: (build) => ({
    getGithubConfig: build.query<GithubConfig, void>({ query: () => '/github/config' }),
    getGithubConnection: build.query<GithubConnectionView, void>({
      query: () => '/github/connection',
      providesTags: ['GithubConnection'],
    }),
    startGithubAuthorization: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/github/authorize', method: 'POST' }),
    }),
    finishGithubAuthorization: build.mutation<GithubConnectionView, { code: string; state: string }>({
      query: (body) => ({ url: '/github/callback', method: 'POST', body }),
      invalidatesTags: ['GithubConnection', 'GithubRepositories'],
    }),
    disconnectGithub: build.mutation<void, void>({
      query: () => ({ url: '/github/connection', method: 'DELETE' }),
      invalidatesTags: ['GithubConnection', 'GithubRepositories'],
    }),
    getGithubOrganizations: build.query<{ organizations: GithubOrganization[] }, void>({
      query: () => '/github/organizations',
    }),
    getGithubRepositories: build.query<GithubRepositoryPage, ListGithubRepositoriesQuery>({
      query: (params) => ({ url: '/github/repositories', params }),
      providesTags: ['GithubRepositories'],
    }),
    createGithubRepository: build.mutation<GithubRepository, CreateGithubRepositoryRequest>({
      query: (body) => ({ url: '/github/repositories', method: 'POST', body }),
      invalidatesTags: ['GithubConnection', 'GithubRepositories'],
    }),
    selectGithubRepository: build.mutation<GithubConnectionView, string | null>({
      query: (repoFullName) => ({ url: '/github/selected-repository', method: 'PUT', body: { repoFullName } }),
      invalidatesTags: ['GithubConnection'],
    }),
    pushToGithub: build.mutation<GithubPushView, CreateGithubPushRequest>({
      query: (body) => ({ url: '/github/pushes', method: 'POST', body }),
    }),
    // Never cached: a push is read to see where it stands now.
    getGithubPush: build.query<GithubPushView, string>({
      query: (id) => `/github/pushes/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetGithubConfigQuery,
  useGetGithubConnectionQuery,
  useStartGithubAuthorizationMutation,
  useFinishGithubAuthorizationMutation,
  useDisconnectGithubMutation,
  useGetGithubOrganizationsQuery,
  useGetGithubRepositoriesQuery,
  useCreateGithubRepositoryMutation,
  useSelectGithubRepositoryMutation,
  usePushToGithubMutation,
  useGetGithubPushQuery,
} = githubApi;

/** The connection again: after the server announced a change (another tab, a worker). */
export const refetchGithubConnection = () => githubApi.util.invalidateTags(['GithubConnection']);
