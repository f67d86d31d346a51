/**
 * Whose logs a retention speaks of. "Keep its logs for 30 days" after a Lambda function, "the
 * function's logs", "logs of the API", "container logs kept 14 days": the logs are those of a
 * thing that writes logs (its log group keeps them), never the objects of a bucket read nearby.
 * A retention whose words name no logs is left to the nearest component that keeps data.
 */
import { type Mention } from '../intent';
import { stem } from '../text';

/** The label of a retention given to what writes the logs (kinds/aws/logs-of.ts hands it to its log group). */
export const LOG_RETENTION = 'log retention';

/**
 * Kinds whose plan adds the log group they write to (kinds/aws/logs-of.ts): a retention of their
 * logs is that log group's. owners/logs.test.ts writes each one and checks the retention lands there.
 */
export const LOG_OWNERS = new Set([
  'aws.lambda_function',
  'aws.ecs_service',
  'aws.ecs_task_definition',
  'aws.sfn_state_machine',
  'aws.api_gateway_rest_api',
  'aws.apigatewayv2_api',
  'aws.flow_log',
]);

// Stores whose retention IS a log retention: a log group, a workspace, a logging bucket.
const LOG_STORES =
  /^(?:aws\.cloudwatch_log_group|azure\.log_analytics_workspace|gcp\.logging_project_bucket_config|gcp\.logging_bucket_config)$/;
// A store named for holding logs: "a bucket for logs", "a log bucket", "a bucket to keep access logs".
const HOLDS_LOGS_AFTER = /^\s*(?:(?:for|of|to (?:hold|store|keep)|holding|storing)\s+(?:\w+\s+)?logs?\b)/i;
const HOLDS_LOGS_BEFORE = /\b(?:logs?|logging)\s+$/i;

// Words for what a workload runs as: its containers' logs are the workload's.
const RUNS_AS = new Set(['container', 'task', 'pod', 'execution', 'invocation']);

export type LogsSaid = { possessor: 'pronoun' | string; at: number };

// "its logs", "their logs", "the function's logs", "function logs", "logs of the function" (possessor word kept).
const LOGS =
  /\b(?:(its|their)\s+|(?:the\s+|our\s+)?([a-z][a-z0-9-]*?)(?:'s|s'|’s)?\s+)?logs\b(?:\s+(?:of|from)\s+(?:the\s+|its\s+|our\s+|each\s+)?([a-z][a-z0-9-]*))?/gi;
// Words before "logs" that are not its possessor.
const NOT_A_POSSESSOR =
  /^(?:the|our|my|all|any|keep|keeps|kept|retain|retains|store|stores|send|sends|ship|ships|write|writes|for|of|to|and|with|its|their|application|app|audit|debug|error|old|raw|cloudwatch|log)$/i;

/**
 * The logs that the words before a retention (from its clause's start to its end) speak of, and who
 * they belong to: a pronoun ("its") or the possessor's word; undefined when they speak of none.
 */
export function logsSaid(words: string, offset: number): LogsSaid | undefined {
  let said: LogsSaid | undefined;
  for (const m of words.matchAll(LOGS)) {
    const at = offset + m.index;
    if (m[1]) said = { possessor: 'pronoun', at };
    else if (m[3] && !NOT_A_POSSESSOR.test(m[3])) said = { possessor: m[3].toLowerCase(), at };
    else if (m[2] && !NOT_A_POSSESSOR.test(m[2])) said = { possessor: m[2].toLowerCase(), at };
  }
  return said;
}

/** Whether a mention keeps logs or writes to a log group of its own, in the request's words. */
export function takesLogRetention(m: Mention, text: string): 'owner' | 'store' | undefined {
  if (LOG_OWNERS.has(m.kind)) return 'owner';
  // A store said as logs ("access logs", "a logging bucket") keeps logs.
  if (LOG_STORES.test(m.kind) || /\blog(?:s|ging)?\b/i.test(text.slice(m.start, m.end))) return 'store';
  if (HOLDS_LOGS_AFTER.test(text.slice(m.end, m.end + 40)) || HOLDS_LOGS_BEFORE.test(text.slice(0, m.start)))
    return 'store';
  return undefined;
}

/**
 * The mention whose logs are meant: for a pronoun the nearest one before it that keeps logs; for a
 * word, the mention it names (by its words or its kind: "function" a Lambda function, "container" a
 * workload), else none. `none` when the logs are said of something that keeps none (a gap).
 */
export function ownerOfLogs(
  said: LogsSaid,
  mentions: Mention[],
  text: string,
): { owner: Mention } | { none: Mention | undefined } | undefined {
  const before = mentions.filter((m) => m.start < said.at).sort((a, b) => a.start - b.start);
  if (said.possessor === 'pronoun') {
    const fit = before.findLast((m) => takesLogRetention(m, text));
    return fit ? { owner: fit } : { none: before.at(-1) };
  }
  const word = stem(said.possessor);
  const named = mentions.filter(
    (m) =>
      text
        .slice(m.start, m.end)
        .toLowerCase()
        .split(/[^a-z0-9-]+/)
        .map(stem)
        .includes(word) ||
      m.kind
        .slice(m.kind.indexOf('.') + 1)
        .split('_')
        .includes(word) ||
      m.names.includes(said.possessor),
  );
  const fit = named.find((m) => takesLogRetention(m, text));
  if (fit) return { owner: fit };
  if (RUNS_AS.has(word)) {
    const owner = mentions.find((m) => takesLogRetention(m, text) === 'owner');
    return owner ? { owner } : { none: named[0] ?? before.at(-1) };
  }
  return named.length ? { none: named[0] } : undefined;
}
