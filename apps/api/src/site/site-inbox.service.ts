import { Injectable } from '@nestjs/common';
import {
  AdminPanelCopy,
  AppError,
  Rooms,
  type SiteFormEntry,
  type SiteFormKind,
  type SiteFormListQuery,
  type SiteFormPage,
  type SiteFormState,
  type SiteFormSummary,
  type SiteFormViewOf,
} from '@infragen/contracts';
import { SiteInboxRepository } from '@infragen/database';
import type { AuthenticatedUser } from '../auth';
import { AuditService } from '../audit';
import { RealtimeService } from '../realtime';
import { inboxCsv } from './inbox-csv';

const C = AdminPanelCopy.inbox;

/** How the audit log names an item: tickets by the reference their senders quote, the rest by email. */
function itemName(entry: SiteFormEntry): string {
  switch (entry.kind) {
    case 'support-tickets':
      return C.itemName['support-tickets'](entry.item.reference);
    case 'contact-messages':
      return C.itemName['contact-messages'](entry.item.email);
    case 'newsletter-subscriptions':
      return C.itemName['newsletter-subscriptions'](entry.item.email);
  }
}

const entryOf = <K extends SiteFormKind>(kind: K, item: SiteFormViewOf<K>) => ({ kind, item }) as SiteFormEntry;

/**
 * The administrators' inbox: the three lists, one item in full, marking an item handled or open
 * again (recorded in the audit log, and told to every open admin page), and a list as CSV.
 */
@Injectable()
export class SiteInboxService {
  constructor(
    private readonly inbox: SiteInboxRepository,
    private readonly audit: AuditService,
    private readonly realtime: RealtimeService,
  ) {}

  list<K extends SiteFormKind>(kind: K, query: SiteFormListQuery): Promise<SiteFormPage<K>> {
    return this.inbox.list(kind, query);
  }

  summary(): Promise<SiteFormSummary> {
    return this.inbox.summary();
  }

  async one(kind: SiteFormKind, id: string): Promise<SiteFormEntry> {
    const item = await this.inbox.one(kind, id);
    if (!item) throw new AppError('SITE_FORM_NOT_FOUND', C.notFound);
    return entryOf(kind, item);
  }

  async setHandled(kind: SiteFormKind, id: string, handled: boolean, admin: AuthenticatedUser): Promise<SiteFormEntry> {
    const item = await this.inbox.setHandled(kind, id, handled ? admin.id : null);
    if (!item) throw new AppError('SITE_FORM_NOT_FOUND', C.notFound);
    const entry = entryOf(kind, item);
    await this.audit.record(admin, {
      action: handled ? 'inbox.handled' : 'inbox.reopened',
      summary: handled
        ? AdminPanelCopy.audit.inboxHandled(itemName(entry))
        : AdminPanelCopy.audit.inboxReopened(itemName(entry)),
      targetType: kind,
      targetId: id,
    });
    this.realtime.emitTo(Rooms.admins, 'inbox:updated', entry);
    return entry;
  }

  /**
   * The whole list (or its open or handled part) as CSV, newest first. Exporting copies people's
   * contact details out of the product, so it is recorded like a change.
   */
  async exportCsv(kind: SiteFormKind, state: SiteFormState | undefined, admin: AuthenticatedUser): Promise<string> {
    const { text, rows } = await inboxCsv(kind, this.inbox.all(kind, state));
    await this.audit.record(admin, {
      action: 'inbox.export',
      summary: AdminPanelCopy.audit.inboxExported(rows, C.lists[kind]),
      targetType: kind,
      details: { rows, state: state ?? 'all' },
    });
    return text;
  }
}
