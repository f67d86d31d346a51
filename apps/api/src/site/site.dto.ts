import { createZodDto } from 'nestjs-zod';
import {
  ContactMessageInputSchema,
  ContactMessageListSchema,
  ContactReceiptSchema,
  NewsletterInputSchema,
  NewsletterReceiptSchema,
  NewsletterSubscriptionListSchema,
  SiteFormListQuerySchema,
  SupportTicketInputSchema,
  SupportTicketListSchema,
  TicketReceiptSchema,
} from '@infragen/contracts';

export class ContactMessageInputDto extends createZodDto(ContactMessageInputSchema) {}
export class SupportTicketInputDto extends createZodDto(SupportTicketInputSchema) {}
export class NewsletterInputDto extends createZodDto(NewsletterInputSchema) {}
export class ContactReceiptDto extends createZodDto(ContactReceiptSchema) {}
export class TicketReceiptDto extends createZodDto(TicketReceiptSchema) {}
export class NewsletterReceiptDto extends createZodDto(NewsletterReceiptSchema) {}
export class SiteFormListQueryDto extends createZodDto(SiteFormListQuerySchema) {}
export class ContactMessageListDto extends createZodDto(ContactMessageListSchema) {}
export class SupportTicketListDto extends createZodDto(SupportTicketListSchema) {}
export class NewsletterSubscriptionListDto extends createZodDto(NewsletterSubscriptionListSchema) {}
