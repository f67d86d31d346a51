import { AdminPanelCopy, ContactCopy, SupportCopy, type SiteFormEntry } from '@infragen/contracts';

/** How long the list's preview of a message or description is; the item itself shows it whole. */
const PREVIEW = 140;

const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text);

/** What a list row says of an item: a title line and a preview line. */
export function inboxRowText(entry: SiteFormEntry): { title: string; preview: string } {
  switch (entry.kind) {
    case 'contact-messages':
      return {
        title: `${entry.item.name} <${entry.item.email}>`,
        preview: `${ContactCopy.form.topics[entry.item.topic]} · ${preview(entry.item.message)}`,
      };
    case 'support-tickets':
      return {
        title: `${entry.item.reference} · ${entry.item.subject}`,
        preview: `${SupportCopy.ticket.priorities[entry.item.priority]} · ${SupportCopy.ticket.categories[entry.item.category]} · ${preview(entry.item.description)}`,
      };
    case 'newsletter-subscriptions':
      return { title: entry.item.email, preview: AdminPanelCopy.inbox.lists['newsletter-subscriptions'] };
  }
}

/** What an item is called on its own (the panel's heading): the sender, the ticket's subject, the address. */
export function inboxItemTitle(entry: SiteFormEntry): string {
  switch (entry.kind) {
    case 'contact-messages':
      return entry.item.name;
    case 'support-tickets':
      return entry.item.subject;
    case 'newsletter-subscriptions':
      return entry.item.email;
  }
}

/** Every field of an item, labelled, in reading order; the long text last. */
export function inboxFields(entry: SiteFormEntry): { label: string; value: string; long?: boolean }[] {
  const F = AdminPanelCopy.inbox.fields;
  const C = AdminPanelCopy.inbox;
  const account = (userId: string | null) => ({
    label: F.account,
    value: userId ? `${C.signedInSender} (${userId})` : C.anonymousSender,
  });
  switch (entry.kind) {
    case 'contact-messages':
      return [
        { label: F.name, value: entry.item.name },
        { label: F.email, value: entry.item.email },
        { label: F.company, value: entry.item.company ?? C.noCompany },
        { label: F.topic, value: ContactCopy.form.topics[entry.item.topic] },
        account(entry.item.user_id),
        { label: F.message, value: entry.item.message, long: true },
      ];
    case 'support-tickets':
      return [
        { label: F.reference, value: entry.item.reference },
        { label: F.name, value: entry.item.name },
        { label: F.email, value: entry.item.email },
        { label: F.subject, value: entry.item.subject },
        { label: F.category, value: SupportCopy.ticket.categories[entry.item.category] },
        { label: F.priority, value: SupportCopy.ticket.priorities[entry.item.priority] },
        account(entry.item.user_id),
        { label: F.description, value: entry.item.description, long: true },
      ];
    case 'newsletter-subscriptions':
      return [{ label: F.email, value: entry.item.email }];
  }
}
