import type { CreateGenerationRequest, CreateGenerationResponse, GenerationSnapshot, GenerationStatus } from '@infragen/contracts';
import { api } from '@/app/api';

/**
 * REST side of live generation. The stream itself arrives over the socket; these calls start a
 * generation, read what is stored of one (a reload, a gap in the deltas) and stop one.
 */
export const generationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createGeneration: build.mutation<CreateGenerationResponse, CreateGenerationRequest>({
      query: (body) => ({ url: '/generations', method: 'POST', body }),
    }),
    // Never cached: each read must see the generation as it is now.
    getGeneration: build.query<GenerationSnapshot, string>({
      query: (id) => `/generations/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
    cancelGeneration: build.mutation<{ status: GenerationStatus }, string>({
      query: (id) => ({ url: `/generations/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
    }),
  }),
});
