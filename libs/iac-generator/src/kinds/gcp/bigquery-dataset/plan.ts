import { type Needs } from '../../../plan/needs';
import { usedWhilePlanning } from '../../../plan/track-reads';
import { type Component } from '../../../model/types';

/**
 * Tables named or described inside the dataset ("a dataset analytics with a table events"): each
 * one a table of it. The tables in it hold how the request partitions and clusters them, which the
 * reading may have given the dataset they were said with.
 */
export const needs: Needs = (c, plan) => {
  (c.attrs.children ?? []).forEach((child, i) => {
    if (!/^tables?$/.test(child.word)) return;
    // The tables said inside it are written as tables of their own: the dataset's words for them are met.
    usedWhilePlanning(c, 'children');
    (child.names.length ? child.names : [undefined]).forEach((name, j) => {
      const t = plan.add('gcp.bigquery_table', { name, label: name ?? `${c.id}_events`, phrase: c.phrase });
      t.ref.dataset = c;
      t.config.child = [i, j];
    });
  });
  const single = plan.all('gcp.bigquery_dataset').length === 1;
  const tables = plan.all('gcp.bigquery_table').filter((t) => t.ref.dataset === c || (single && !t.ref.dataset));
  for (const t of tables) {
    t.ref.dataset = c;
    carryLayout(c, t, plan);
  }
};

/** The partitioning and clustering said with the dataset, given to a table that states none of its own. */
function carryLayout(c: Component, t: Component, plan: Parameters<Needs>[1]): void {
  if (!c.attrs.partitionField && !c.attrs.clusterBy) return;
  t.attrs.partitionField ??= c.attrs.partitionField;
  t.attrs.partitionUnit ??= c.attrs.partitionUnit;
  t.attrs.clusterBy ??= c.attrs.clusterBy;
  plan.handOver(c, t, 'partitioning', 'clustering');
}
