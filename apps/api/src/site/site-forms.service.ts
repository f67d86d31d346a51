import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  ContactCopy,
  Messages,
  Rooms,
  SITE_FORM_LIMITS,
  type ContactMessageInput,
  type ContactReceipt,
  type NewsletterReceipt,
  type SiteFormEntry,
  type SupportTicketInput,
  type TicketReceipt,
} from '@infragen/contracts';
import { SiteFormsRepository } from '@infragen/database';
import { AlertsService } from '../alerts';
import { ROOT_LOGGER } from '../config';
import { RateLimitService } from '../rate-limit';
import { RealtimeService } from '../realtime';

const HOUR = 60 * 60;
/** How much of a contact message its alert quotes: enough to triage, the rest is in the list. */
const ALERT_EXCERPT = 200;

/** Who sent a form: the client address (for the limits) and the account when signed in. */
export interface Sender {
  ip: string;
  userId: string | null;
}

/**
 * The public site's forms. Each one is limited per client address, stored, and told at once to
 * every open admin page (the inbox); a contact message also raises a system alert, so someone
 * answers it.
 */
@Injectable()
export class SiteFormsService {
  constructor(
    private readonly forms: SiteFormsRepository,
    private readonly limits: RateLimitService,
    private readonly alerts: AlertsService,
    private readonly realtime: RealtimeService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /** To the admins' room only (sockets of a verified admin session): visitors never hear it. */
  private announce(entry: SiteFormEntry): void {
    this.realtime.emitTo(Rooms.admins, 'inbox:received', entry);
  }

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
    this.announce({ kind: 'contact-messages', item: stored });
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
    this.announce({ kind: 'support-tickets', item: ticket });
    return { id: ticket.id, reference: ticket.reference, receivedAt: ticket.created_at };
  }

  /**
   * The same answer for a new and a known address, so nobody learns who else subscribed; only a
   * new one reaches the inbox.
   */
  async subscribe(email: string, sender: Sender): Promise<NewsletterReceipt> {
    await this.limits.consume(`site:newsletter:ip:${sender.ip}`, SITE_FORM_LIMITS.newsletter, HOUR);
    const added = await this.forms.subscribe(email);
    if (added) this.announce({ kind: 'newsletter-subscriptions', item: added });
    return { email };
  }
}
