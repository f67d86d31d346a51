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
  SetSiteFormHandledSchema,
  SiteFormEntryObjectSchema,
  SiteFormExportQuerySchema,
  SiteFormItemParamsSchema,
  SiteFormKindParamsSchema,
  SiteFormSummarySchema,
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
export class SiteFormEntryDto extends createZodDto(SiteFormEntryObjectSchema) {}
export class SiteFormSummaryDto extends createZodDto(SiteFormSummarySchema) {}
export class SiteFormKindParamsDto extends createZodDto(SiteFormKindParamsSchema) {}
export class SiteFormItemParamsDto extends createZodDto(SiteFormItemParamsSchema) {}
export class SetSiteFormHandledDto extends createZodDto(SetSiteFormHandledSchema) {}
export class SiteFormExportQueryDto extends createZodDto(SiteFormExportQuerySchema) {}
