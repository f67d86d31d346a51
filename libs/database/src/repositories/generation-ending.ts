import type { Diagnostic, GenerationResult, GenerationStatus, RepairRecord } from '@infragen/contracts';

/** A line of the assistant's side of the conversation. */
export interface AssistantMessage {
  content: string;
  isCode: boolean;
}

export interface GenerationEnding {
  status: 'completed' | 'failed' | 'cancelled';
  /** Only a generation in one of these states is ended: the api or another worker may have ended it. */
  from: readonly GenerationStatus[];
  text?: string;
  seq?: number;
  result?: GenerationResult;
  error?: string;
  /** The kept answer's findings (null: it could not be checked). */
  diagnostics?: Diagnostic[] | null;
  /** The repair rounds and which answer was kept. */
  repair?: RepairRecord | null;
  /** The assistant's answer, appended to the generation's conversation in this order. */
  messages: AssistantMessage[];
}

/** A JSON column's parameter: undefined leaves it, null clears it (SQL NULL, not JSON null). */
const jsonOrNull = (value: unknown) => (value === undefined || value === null ? value : JSON.stringify(value));

/**
 * The one statement that ends a generation: the row's final state, the assistant's messages
 * (with the ids given) appended to its conversation in order, and the conversation touched. It
 * answers how many rows it ended (0 or 1) and the statement's time, which is every new message's
 * creation time. Streams end in bursts (a stopped page, a model outage), and the ORM's read,
 * update and transaction of four statements per ending showed as relay latency.
 */
export function endingStatement(
  id: string,
  ending: GenerationEnding,
  messages: (AssistantMessage & { id: string })[],
): { sql: string; params: unknown[] } {
  const sets = ['status = ?', 'finished_at = now()', 'updated_at = now()'];
  const setParams: unknown[] = [ending.status];
  const optional: [string, unknown][] = [
    ['text = ?', ending.text],
    ['seq = ?', ending.seq],
    ['result = ?::jsonb', ending.result === undefined ? undefined : JSON.stringify(ending.result)],
    ['error = ?', ending.error],
    ['diagnostics = ?::jsonb', jsonOrNull(ending.diagnostics)],
    ['repair = ?::jsonb', jsonOrNull(ending.repair)],
  ];
  for (const [set, value] of optional) {
    if (value === undefined) continue;
    sets.push(set);
    setParams.push(value);
  }
  const values = messages.map((_, i) => `(?::uuid, ?::text, ?::boolean, ${i})`).join(', ');
  const valueParams = messages.flatMap((m) => [m.id, m.content, m.isCode]);
  const inserted = messages.length
    ? `, message as (
         insert into conversation_messages (id, conversation_id, generation_id, role, content, is_code)
         select v.id, e.conversation_id, ?::uuid, 'assistant', v.content, v.is_code
         from ended e, (values ${values}) as v(id, content, is_code, ord)
         where e.conversation_id is not null
         order by v.ord
       )`
    : '';
  return {
    sql: `with ended as (
       update generations set ${sets.join(', ')}
       where id = ? and status in (${ending.from.map(() => '?').join(', ')})
       returning conversation_id
     )${inserted},
     touched as (update conversations set updated_at = now() where id in (select conversation_id from ended))
     select count(*)::int as ended, now() as at from ended`,
    params: [...setParams, id, ...ending.from, ...(messages.length ? [id, ...valueParams] : [])],
  };
}
