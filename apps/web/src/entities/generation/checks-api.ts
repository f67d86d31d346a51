import type { Diagnostic, ValidateRequest } from '@infragen/contracts';
import { api } from '@/lib/api';

/**
 * Code the user edited, checked by the api as generated code is (`POST /api/checks/validate`).
 * A mutation: every edit is a new question, never answered from a cache.
 */
export const checksApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateCode: build.mutation<{ diagnostics: Diagnostic[] }, ValidateRequest>({
      query: (body) => ({ url: '/checks/validate', method: 'POST', body }),
    }),
  }),
});
