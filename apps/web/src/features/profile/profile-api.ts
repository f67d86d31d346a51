import type {
  CreditsOverview,
  Profile,
  ProfileInput,
  ProfileResponse,
  ProjectsOverview,
  Redemption,
} from '@infragen/contracts';
import { api } from '@/lib/api';

const profileApi = api.enhanceEndpoints({ addTagTypes: ['Credits', 'Projects'] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({ query: () => '/profile', providesTags: ['Profile'] }),
    // The server creates the profile when there is none, else updates it; the tag reloads it after.
    saveProfile: build.mutation<Profile, ProfileInput>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    getCredits: build.query<CreditsOverview, void>({ query: () => '/account/credits', providesTags: ['Credits'] }),
    redeemPromoCode: build.mutation<Redemption, string>({
      query: (code) => ({ url: '/account/promo-codes/redeem', method: 'POST', body: { code } }),
      invalidatesTags: ['Credits'],
    }),
    getProjects: build.query<ProjectsOverview, void>({ query: () => '/account/projects', providesTags: ['Projects'] }),
    deleteProject: build.mutation<void, string>({
      query: (id) => ({ url: `/account/projects/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Projects'],
    }),
    // Archive (true) or restore (false): the project is kept either way.
    archiveProject: build.mutation<void, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({
        url: `/account/projects/${id}/${archived ? 'archive' : 'restore'}`,
        method: 'POST',
      }),
      invalidatesTags: ['Projects'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useSaveProfileMutation,
  useGetCreditsQuery,
  useRedeemPromoCodeMutation,
  useGetProjectsQuery,
  useDeleteProjectMutation,
  useArchiveProjectMutation,
} = profileApi;
