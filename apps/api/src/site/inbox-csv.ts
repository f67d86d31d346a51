import { AdminPanelCopy, type SiteFormKind, type SiteFormViewOf } from '@infragen/contracts';
import { CSV_BOM, csvLine } from './csv';

const F = AdminPanelCopy.inbox.fields;
type Cell = string | number | null;
type Column<K extends SiteFormKind> = [header: string, value: (item: SiteFormViewOf<K>) => Cell];

/** The columns every list ends with: when it came, its state, who handled it and when. */
const tail = <K extends SiteFormKind>(): Column<K>[] => [
  [F.received, (i) => i.created_at],
  [F.state, (i) => (i.handled_at ? AdminPanelCopy.inbox.handled : AdminPanelCopy.inbox.open)],
  [F.handledAt, (i) => i.handled_at],
  [F.handledBy, (i) => i.handled_by_email],
  [F.id, (i) => i.id],
];

/** Each list's columns, in the order a person reads them; codes (topic, category) as stored. */
const COLUMNS: { [K in SiteFormKind]: Column<K>[] } = {
  'contact-messages': [
    [F.name, (i) => i.name],
    [F.email, (i) => i.email],
    [F.company, (i) => i.company],
    [F.topic, (i) => i.topic],
    [F.message, (i) => i.message],
    [F.account, (i) => i.user_id],
    ...tail<'contact-messages'>(),
  ],
  'support-tickets': [
    [F.reference, (i) => i.reference],
    [F.name, (i) => i.name],
    [F.email, (i) => i.email],
    [F.subject, (i) => i.subject],
    [F.category, (i) => i.category],
    [F.priority, (i) => i.priority],
    [F.description, (i) => i.description],
    [F.account, (i) => i.user_id],
    ...tail<'support-tickets'>(),
  ],
  'newsletter-subscriptions': [[F.email, (i) => i.email], ...tail<'newsletter-subscriptions'>()],
};

/** A list as one CSV text (header line first), read batch by batch; with how many rows it holds. */
export async function inboxCsv<K extends SiteFormKind>(
  kind: K,
  batches: AsyncIterable<SiteFormViewOf<K>[]>,
): Promise<{ text: string; rows: number }> {
  const columns = COLUMNS[kind] as Column<K>[];
  const lines = [CSV_BOM, csvLine(columns.map(([header]) => header))];
  let rows = 0;
  for await (const batch of batches) {
    for (const item of batch) lines.push(csvLine(columns.map(([, value]) => value(item))));
    rows += batch.length;
  }
  return { text: lines.join(''), rows };
}

/** The file name a download gets: the list and the day, `support-tickets-2026-11-28.csv`. */
export const csvFileName = (kind: SiteFormKind, now = new Date()) => `${kind}-${now.toISOString().slice(0, 10)}.csv`;
