import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  ContactCopy,
  Messages,
  SITE_FORM_LIMITS,
  type ContactMessageInput,
  type ContactReceipt,
  type NewsletterReceipt,
  type SiteFormListQuery,
  type SupportTicketInput,
  type TicketReceipt,
} from '@infragen/contracts';
import { SiteFormsRepository } from '@infragen/database';
import { AlertsService } from '../alerts';
import { ROOT_LOGGER } from '../config';
import { RateLimitService } from '../rate-limit';

const HOUR = 60 * 60;
/** How much of a contact message its alert quotes: enough to triage, the rest is in the list. */
const ALERT_EXCERPT = 200;

/** Who sent a form: the client address (for the limits) and the account when signed in. */
export interface Sender {
  ip: string;
  userId: string | null;
}

/**
 * The public site's forms. Each one is limited per client address, stored, and read back by
 * administrators; a contact message also raises a system alert, so someone answers it.
 */
@Injectable()
export class SiteFormsService {
  constructor(
    private readonly forms: SiteFormsRepository,
    private readonly limits: RateLimitService,
    private readonly alerts: AlertsService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async contact(input: ContactMessageInput, sender: Sender): Promise<ContactReceipt> {
    await this.limits.consume(`site:contact:ip:${sender.ip}`, SITE_FORM_LIMITS.contact, HOUR);
    const stored = await this.forms.addContactMessage({
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      topic: input.topic,
      message: input.message,
      userId: sender.userId,
    });
    const excerpt =
      stored.message.length > ALERT_EXCERPT ? `${stored.message.slice(0, ALERT_EXCERPT)}...` : stored.message;
    // Every message is its own alert (an administrator resolves it once answered); the limit above
    // keeps a flood of them from one address out.
    await this.alerts
      .create({
        title: Messages.siteForms.contactAlertTitle,
        message: Messages.siteForms.contactAlertMessage(
          `${stored.name} <${stored.email}>`,
          ContactCopy.form.topics[stored.topic],
          excerpt,
        ),
        alertType: 'contact',
        severity: 'low',
      })
      .catch((error: unknown) => {
        // The message is stored and listed: a missing alert must not turn it into a failure.
        this.logger.error({ err: error, contactMessageId: stored.id }, 'could not raise the contact message alert');
      });
    return { id: stored.id, receivedAt: stored.created_at };
  }

  async supportTicket(input: SupportTicketInput, sender: Sender): Promise<TicketReceipt> {
    await this.limits.consume(`site:ticket:ip:${sender.ip}`, SITE_FORM_LIMITS.supportTicket, HOUR);
    const ticket = await this.forms.addSupportTicket({ ...input, userId: sender.userId });
    return { id: ticket.id, reference: ticket.reference, receivedAt: ticket.created_at };
  }

  /** The same answer for a new and a known address, so nobody learns who else subscribed. */
  async subscribe(email: string, sender: Sender): Promise<NewsletterReceipt> {
    await this.limits.consume(`site:newsletter:ip:${sender.ip}`, SITE_FORM_LIMITS.newsletter, HOUR);
    await this.forms.subscribe(email);
    return { email };
  }

  contactMessages(query: SiteFormListQuery) {
    return this.forms.contactMessages(query);
  }

  supportTickets(query: SiteFormListQuery) {
    return this.forms.supportTickets(query);
  }

  newsletterSubscriptions(query: SiteFormListQuery) {
    return this.forms.newsletterSubscriptions(query);
  }
}
