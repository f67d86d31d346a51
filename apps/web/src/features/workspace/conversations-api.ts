import type { ConversationDetail, ConversationList } from '@infragen/contracts';
import { api } from '@/lib/api';

/** The signed-in user's conversations: the sidebar list, and one conversation to reopen. */
export const conversationsApi = api.enhanceEndpoints({ addTagTypes: ['Conversation'] }).injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<ConversationList, { limit: number }>({
      query: ({ limit }) => ({ url: '/conversations', params: { limit } }),
      providesTags: ['Conversation'],
    }),
    getConversation: build.query<ConversationDetail, string>({
      query: (id) => `/conversations/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListConversationsQuery } = conversationsApi;
