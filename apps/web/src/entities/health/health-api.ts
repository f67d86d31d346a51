import type { HealthResponse } from '@infragen/contracts';
import { api } from '@/lib/api';

/** Health of the backend; a 503 still carries the body that names what is down. */
const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => ({
        url: '/health',
        validateStatus: (response) => response.status === 200 || response.status === 503,
      }),
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
