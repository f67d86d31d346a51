import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ContactMessageList, NewsletterSubscriptionList, SupportTicketList } from '@infragen/contracts';
import { RequireAdmin } from '../auth';
import {
  ContactMessageListDto,
  NewsletterSubscriptionListDto,
  SiteFormListQueryDto,
  SupportTicketListDto,
} from './site.dto';
import { SiteFormsService } from './site-forms.service';

/** What visitors sent through the public site's forms, for administrators: newest first, a page at a time. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/site')
export class SiteAdminController {
  constructor(private readonly forms: SiteFormsService) {}

  @Get('contact-messages')
  @ApiOkResponse({ type: ContactMessageListDto })
  contactMessages(@Query() query: SiteFormListQueryDto): Promise<ContactMessageList> {
    return this.forms.contactMessages(query);
  }

  @Get('support-tickets')
  @ApiOkResponse({ type: SupportTicketListDto })
  supportTickets(@Query() query: SiteFormListQueryDto): Promise<SupportTicketList> {
    return this.forms.supportTickets(query);
  }

  @Get('newsletter-subscriptions')
  @ApiOkResponse({ type: NewsletterSubscriptionListDto })
  newsletterSubscriptions(@Query() query: SiteFormListQueryDto): Promise<NewsletterSubscriptionList> {
    return this.forms.newsletterSubscriptions(query);
  }
}
