import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API slice. Features add their endpoints with `api.injectEndpoints`, so the
 * cache, tags and middleware stay in one place.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: ['Health', 'Generation'],
  endpoints: () => ({}),
});
