import type {
  ContactMessageInput,
  ContactReceipt,
  NewsletterInput,
  NewsletterReceipt,
  SupportTicketInput,
  TicketReceipt,
} from '@infragen/contracts';
import { api } from '@/lib/api';

/** The public site's forms (contact, support ticket, newsletter); anyone may send them. */
const siteFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactMessageInput>({
      query: (body) => ({ url: '/site/contact', method: 'POST', body }),
    }),
    openSupportTicket: build.mutation<TicketReceipt, SupportTicketInput>({
      query: (body) => ({ url: '/site/support-tickets', method: 'POST', body }),
    }),
    subscribeNewsletter: build.mutation<NewsletterReceipt, NewsletterInput>({
      query: (body) => ({ url: '/site/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation, useOpenSupportTicketMutation, useSubscribeNewsletterMutation } =
  siteFormsApi;
