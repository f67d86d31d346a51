import type { Profile, ProfileInput, ProfileResponse } from '@infragen/contracts';
import { api } from '@/app/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({ query: () => '/profile', providesTags: ['Profile'] }),
    // Created if none exists, else updated, then reloaded (spec section 4).
    saveProfile: build.mutation<Profile, ProfileInput>({ query: (body) => ({ url: '/profile', method: 'PUT', body }), invalidatesTags: ['Profile'] }),
  }),
});

export const { useGetProfileQuery, useSaveProfileMutation } = profileApi;
