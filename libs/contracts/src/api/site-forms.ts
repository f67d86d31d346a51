import { z } from 'zod';
import { Messages } from '../messages';

const M = Messages.siteForms;

/** What a contact message is about; the contact page offers these. */
export const CONTACT_TOPICS = ['general', 'sales', 'partnership', 'press', 'careers', 'community'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
/** The support ticket's categories and priorities, as the product owner lists them. */
export const TICKET_CATEGORIES = ['technical', 'billing', 'feature', 'bug'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/**
 * How many of each form one client address may send per hour: enough for a person who made a
 * mistake, too few to flood the administrators' lists and alerts.
 */
export const SITE_FORM_LIMITS = {
  contact: 5,
  supportTicket: 5,
  newsletter: 10,
} as const;

const name = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, M.nameTooLong);
const email = z
  .string({ error: M.emailInvalid })
  .trim()
  .max(254, M.emailInvalid)
  .pipe(z.email({ error: M.emailInvalid }));
/** Free text of `min` to `max` characters; an empty one gets one message, not two. */
const text = (min: number, max: number) =>
  z
    .string({ error: M.textRequired })
    .trim()
    .min(1, { error: M.textRequired, abort: true })
    .min(min, M.textTooShort(min))
    .max(max, M.textTooLong(max));

/** Body of `POST /api/site/contact`. */
export const ContactMessageInputSchema = z.strictObject({
  name,
  email,
  company: z
    .string()
    .trim()
    .max(200, M.companyTooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  topic: z.enum(CONTACT_TOPICS, { error: M.topicRequired }),
  message: text(10, 5000),
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

/** Body of `POST /api/site/support-tickets`. */
export const SupportTicketInputSchema = z.strictObject({
  name,
  email,
  subject: z.string({ error: M.subjectRequired }).trim().min(1, M.subjectRequired).max(200, M.subjectTooLong),
  category: z.enum(TICKET_CATEGORIES, { error: M.categoryRequired }),
  priority: z.enum(TICKET_PRIORITIES, { error: M.priorityRequired }),
  description: text(10, 10000),
});
export type SupportTicketInput = z.input<typeof SupportTicketInputSchema>;

/** Body of `POST /api/site/newsletter`. Addresses are kept lowercased, so one address is one subscription. */
export const NewsletterInputSchema = z.strictObject({
  email: email.transform((v) => v.toLowerCase()),
});
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;

export const ContactReceiptSchema = z.object({ id: z.uuid(), receivedAt: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** A ticket's id, and the short reference a person can quote (its id's first eight characters). */
export const TicketReceiptSchema = z.object({ id: z.uuid(), reference: z.string(), receivedAt: z.string() });
export type TicketReceipt = z.infer<typeof TicketReceiptSchema>;

/** The same answer whether the address was new or already subscribed: nobody learns who else is. */
export const NewsletterReceiptSchema = z.object({ email: z.string() });
export type NewsletterReceipt = z.infer<typeof NewsletterReceiptSchema>;

/** The three lists of the administrators' inbox, as their addresses name them. */
export const SITE_FORM_KINDS = ['contact-messages', 'support-tickets', 'newsletter-subscriptions'] as const;
export type SiteFormKind = (typeof SITE_FORM_KINDS)[number];
/** Open: nobody has handled it yet (what the inbox counts); handled: an administrator marked it done. */
export const SITE_FORM_STATES = ['open', 'handled'] as const;
export type SiteFormState = (typeof SITE_FORM_STATES)[number];

/** The administrators' lists: newest first, `limit` at a time, older pages by `before`. */
export const SiteFormListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** `created_at` of the last item of the previous page. */
  before: z.iso.datetime({ offset: true }).optional(),
  /** Only the open or only the handled ones; every one when absent. */
  state: z.enum(SITE_FORM_STATES).optional(),
});
export type SiteFormListQuery = z.infer<typeof SiteFormListQuerySchema>;

/** Who marked an item handled and when; all null while it is open. */
const handled = {
  handled_at: z.string().nullable(),
  handled_by: z.uuid().nullable(),
  handled_by_email: z.string().nullable(),
};

const ContactMessageViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  /** The account that sent it, when it was sent signed in. */
  user_id: z.uuid().nullable(),
  created_at: z.string(),
  ...handled,
});
export type ContactMessageView = z.infer<typeof ContactMessageViewSchema>;

const SupportTicketViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  description: z.string(),
  user_id: z.uuid().nullable(),
  created_at: z.string(),
  ...handled,
});
export type SupportTicketView = z.infer<typeof SupportTicketViewSchema>;

const NewsletterSubscriptionViewSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  created_at: z.string(),
  ...handled,
});
export type NewsletterSubscriptionView = z.infer<typeof NewsletterSubscriptionViewSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Every row of the list, not only this page. */
    total: z.number().int(),
    /** Pass as `before` for the next page; null on the last page. */
    nextBefore: z.string().nullable(),
  });

export const ContactMessageListSchema = page(ContactMessageViewSchema);
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;
export const SupportTicketListSchema = page(SupportTicketViewSchema);
export type SupportTicketList = z.infer<typeof SupportTicketListSchema>;
export const NewsletterSubscriptionListSchema = page(NewsletterSubscriptionViewSchema);
export type NewsletterSubscriptionList = z.infer<typeof NewsletterSubscriptionListSchema>;

/**
 * One item of the inbox with the list it belongs to: the answer of reading or marking one, and
 * the payload of the realtime events.
 */
export type SiteFormEntry = { [K in SiteFormKind]: { kind: K; item: SiteFormViews[K] } }[SiteFormKind];
/** The same answer as one object type, for the OpenAPI description (whose answers are classes). */
export const SiteFormEntryObjectSchema = z.object({
  kind: z.enum(SITE_FORM_KINDS),
  item: z.union([ContactMessageViewSchema, SupportTicketViewSchema, NewsletterSubscriptionViewSchema]),
});
/** The item type of each list. */
interface SiteFormViews {
  'contact-messages': ContactMessageView;
  'support-tickets': SupportTicketView;
  'newsletter-subscriptions': NewsletterSubscriptionView;
}
/** The item type of one list: `SiteFormViewOf<'support-tickets'>` is a SupportTicketView. */
export type SiteFormViewOf<K extends SiteFormKind> = SiteFormViews[K];
/** A page of one list. */
export interface SiteFormPage<K extends SiteFormKind> {
  items: SiteFormViewOf<K>[];
  total: number;
  nextBefore: string | null;
}

/** `/api/admin/site/:kind/...`: which list. */
export const SiteFormKindParamsSchema = z.strictObject({ kind: z.enum(SITE_FORM_KINDS) });
/** `/api/admin/site/:kind/:id`: one item of a list. */
export const SiteFormItemParamsSchema = z.strictObject({ kind: z.enum(SITE_FORM_KINDS), id: z.uuid() });
export type SiteFormItemParams = z.infer<typeof SiteFormItemParamsSchema>;

/** Body of `PATCH /api/admin/site/:kind/:id`: mark it handled, or open again. */
export const SetSiteFormHandledSchema = z.strictObject({ handled: z.boolean() });
export type SetSiteFormHandled = z.infer<typeof SetSiteFormHandledSchema>;

/** `GET /api/admin/site/:kind/export`: the whole list (or its open or handled part) as CSV. */
export const SiteFormExportQuerySchema = z.strictObject({ state: z.enum(SITE_FORM_STATES).optional() });
export type SiteFormExportQuery = z.infer<typeof SiteFormExportQuerySchema>;

const SiteFormCountSchema = z.object({ open: z.number().int(), total: z.number().int() });
/** `GET /api/admin/site/summary`: how many of each list are open (the inbox's badges) and in all. */
export const SiteFormSummarySchema = z.object({
  'contact-messages': SiteFormCountSchema,
  'support-tickets': SiteFormCountSchema,
  'newsletter-subscriptions': SiteFormCountSchema,
});
export type SiteFormSummary = z.infer<typeof SiteFormSummarySchema>;

/** A ticket's reference: the first eight characters of its id, in capitals. */
export function ticketReference(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toUpperCase();
}
