/**
 * The `tableLayout` settings family: how an analytics table is partitioned ("partitioned by day on
 * event_ts", "daily partitions on created_at", "partition by ts (hourly)") and clustered ("clustered
 * by user_id, country and device"), read before the document stores' "partitioned by /key" takes a
 * unit of time as a key. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// A column's name: never a word of the sentence around it ("a clustering column in descending order").
const COLUMN = '((?!(?:in|on|and|or|with|the|of|for|by|is|are|a|an|to|at|as|order)\\b)[a-z_][a-z0-9_]*)';
const UNIT: Record<string, 'HOUR' | 'DAY' | 'MONTH' | 'YEAR'> = {
  hour: 'HOUR',
  hourly: 'HOUR',
  day: 'DAY',
  daily: 'DAY',
  date: 'DAY',
  month: 'MONTH',
  monthly: 'MONTH',
  year: 'YEAR',
  yearly: 'YEAR',
};
const UNIT_WORD = '(hour|hourly|day|daily|date|month|monthly|year|yearly)';

export const TABLE_LAYOUT: Rule[] = [
  // "partitioned by day on event_ts", "partitioned daily on created_at", "partition by month on ts".
  {
    re: new RegExp(
      String.raw`\b(?:time[- ])?partition(?:ed|ing)?\s+(?:by\s+|per\s+)?(?:the\s+)?${UNIT_WORD}\s+(?:on|by|using)\s+(?:the\s+)?(?:column\s+)?${COLUMN}\b|\b${UNIT_WORD}\s+partition(?:s|ed|ing)?\s+(?:on|by)\s+(?:the\s+)?(?:column\s+)?${COLUMN}\b|\bpartition(?:ed|ing)?\s+(?:on|by)\s+(?:the\s+)?(?:column\s+)?${COLUMN}\s*\(\s*${UNIT_WORD}\s*\)`,
      'g',
    ),
    read: (m) => ({
      label: 'partitioning',
      values: {
        partitionField: m[2] ?? m[4] ?? m[5],
        partitionUnit: UNIT[m[1] ?? m[3] ?? m[6]],
      },
      family: 'tableLayout',
    }),
    examples: {
      reads: {
        'a table events, partitioned by day on event_ts': { partitionField: 'event_ts', partitionUnit: 'DAY' },
        'daily partitions on created_at': { partitionField: 'created_at', partitionUnit: 'DAY' },
        'a bigquery table partitioned on ts (hourly)': { partitionField: 'ts', partitionUnit: 'HOUR' },
      },
      leaves: ['a cosmos container partitioned by /tenantid'],
    },
  },
  // "clustered by user_id, country and device", "clustering on a, b".
  {
    re: new RegExp(
      String.raw`\bcluster(?:ed|ing)\s+(?:columns?\s*(?::|=|are)\s*|(?:by|on)\s+(?:the\s+)?(?:columns?\s+)?)${COLUMN}(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)${COLUMN})*`,
      'g',
    ),
    read: (m) => {
      const list = m[0].replace(
        /^\s*cluster\w*\s+(?:columns?\s*(?::|=|are)\s*|(?:by|on)\s+(?:the\s+)?(?:columns?\s+)?)/,
        '',
      );
      const columns = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
      return { label: 'clustering', values: { clusterBy: columns }, family: 'tableLayout' };
    },
    examples: {
      reads: {
        'clustered by user_id, country, device, platform and app_version': {
          clusterBy: ['user_id', 'country', 'device', 'platform', 'app_version'],
        },
        'a table clustered on customer_id and region': { clusterBy: ['customer_id', 'region'] },
      },
      leaves: ['a kubernetes cluster by the team', 'ts (timestamp) as a clustering column in descending order'],
    },
  },
];
