import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  ContactMessageList,
  NewsletterSubscriptionList,
  SiteFormEntry,
  SiteFormSummary,
  SupportTicketList,
} from '@infragen/contracts';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '../auth';
import {
  ContactMessageListDto,
  NewsletterSubscriptionListDto,
  SetSiteFormHandledDto,
  SiteFormEntryDto,
  SiteFormItemParamsDto,
  SiteFormListQueryDto,
  SiteFormSummaryDto,
  SupportTicketListDto,
} from './site.dto';
import { SiteInboxService } from './site-inbox.service';

/**
 * The administrators' inbox over the public site's forms: the lists newest first a page at a
 * time (all, open or handled), how many are open, one item in full, and marking it handled.
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/site')
export class SiteAdminController {
  constructor(private readonly inbox: SiteInboxService) {}

  @Get('contact-messages')
  @ApiOkResponse({ type: ContactMessageListDto })
  contactMessages(@Query() query: SiteFormListQueryDto): Promise<ContactMessageList> {
    return this.inbox.list('contact-messages', query);
  }

  @Get('support-tickets')
  @ApiOkResponse({ type: SupportTicketListDto })
  supportTickets(@Query() query: SiteFormListQueryDto): Promise<SupportTicketList> {
    return this.inbox.list('support-tickets', query);
  }

  @Get('newsletter-subscriptions')
  @ApiOkResponse({ type: NewsletterSubscriptionListDto })
  newsletterSubscriptions(@Query() query: SiteFormListQueryDto): Promise<NewsletterSubscriptionList> {
    return this.inbox.list('newsletter-subscriptions', query);
  }

  @Get('summary')
  @ApiOkResponse({ type: SiteFormSummaryDto, description: 'How many of each list are open, and in all.' })
  summary(): Promise<SiteFormSummary> {
    return this.inbox.summary();
  }

  @Get(':kind/:id')
  @ApiOkResponse({ type: SiteFormEntryDto })
  one(@Param() params: SiteFormItemParamsDto): Promise<SiteFormEntry> {
    return this.inbox.one(params.kind, params.id);
  }

  @Patch(':kind/:id')
  @ApiOkResponse({
    type: SiteFormEntryDto,
    description: 'Marked handled (by you, now; an item handled before keeps who and when) or open again.',
  })
  setHandled(
    @Param() params: SiteFormItemParamsDto,
    @Body() body: SetSiteFormHandledDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<SiteFormEntry> {
    return this.inbox.setHandled(params.kind, params.id, body.handled, admin);
  }
}
