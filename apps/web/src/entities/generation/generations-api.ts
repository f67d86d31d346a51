import type { CreateGenerationRequest, CreateGenerationResponse, GenerationSnapshot } from '@infragen/contracts';
import { api } from '@/lib/api';

/**
 * REST side of live generation. The stream itself arrives over the socket, and so does a stop;
 * these calls start a generation and read what is stored of one (a reload, a gap in the deltas).
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
  }),
});
