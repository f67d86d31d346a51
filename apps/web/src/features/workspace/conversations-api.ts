import type { ConversationDetail, ConversationList, ProjectsOverview } from '@infragen/contracts';
import { api } from '@/lib/api';

/** The signed-in user's conversations: the sidebar list, and one conversation to reopen. */
export const conversationsApi = api.enhanceEndpoints({ addTagTypes: ['Conversation'] }).injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<ConversationList, { limit: number }>({
      query: ({ limit }) => ({ url: '/conversations', params: { limit } }),
      providesTags: ['Conversation'],
    }),
    // How many projects are active against the limit: its tag is the list's, so a new conversation
    // (which invalidates the list) counts at once.
    getProjectCount: build.query<{ active: number; limit: number | null }, void>({
      query: () => '/account/projects',
      transformResponse: (overview: ProjectsOverview) => ({ active: overview.active, limit: overview.limit }),
      providesTags: ['Conversation'],
    }),
    getConversation: build.query<ConversationDetail, string>({
      query: (id) => `/conversations/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListConversationsQuery, useGetProjectCountQuery } = conversationsApi;
