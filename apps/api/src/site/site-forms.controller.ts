import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { ContactReceipt, NewsletterReceipt, TicketReceipt } from '@infragen/contracts';
import type { AuthenticatedRequest } from '../auth';
import {
  ContactMessageInputDto,
  ContactReceiptDto,
  NewsletterInputDto,
  NewsletterReceiptDto,
  SupportTicketInputDto,
  TicketReceiptDto,
} from './site.dto';
import { SiteFormsService, type Sender } from './site-forms.service';

const senderOf = (request: AuthenticatedRequest): Sender => ({ ip: request.ip, userId: request.user?.id ?? null });

/** The public site's forms: anyone may send them, signed in or not, within a limit per address. */
@ApiTags('site')
@ApiTooManyRequestsResponse({
  description: 'Too many from this address this hour; Retry-After says when to try again.',
})
@Controller('site')
export class SiteFormsController {
  constructor(private readonly forms: SiteFormsService) {}

  @Post('contact')
  @HttpCode(201)
  @ApiCreatedResponse({
    type: ContactReceiptDto,
    description: 'Stored, and announced to the administrators as a system alert.',
  })
  contact(@Body() body: ContactMessageInputDto, @Req() request: AuthenticatedRequest): Promise<ContactReceipt> {
    return this.forms.contact(body, senderOf(request));
  }

  @Post('support-tickets')
  @HttpCode(201)
  @ApiCreatedResponse({ type: TicketReceiptDto, description: 'Stored; `reference` is what the sender can quote.' })
  supportTicket(@Body() body: SupportTicketInputDto, @Req() request: AuthenticatedRequest): Promise<TicketReceipt> {
    return this.forms.supportTicket(body, senderOf(request));
  }

  @Post('newsletter')
  @HttpCode(201)
  @ApiCreatedResponse({
    type: NewsletterReceiptDto,
    description: 'Subscribed; the same answer when the address already was.',
  })
  subscribe(@Body() body: NewsletterInputDto, @Req() request: AuthenticatedRequest): Promise<NewsletterReceipt> {
    return this.forms.subscribe(body.email, senderOf(request));
  }
}
