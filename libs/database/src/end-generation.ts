import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GenerationStatus } from '@infragen/contracts';
import type { GenerationResult } from './entities';

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
  /** The assistant's answer, appended to the generation's conversation in this order. */
  messages: AssistantMessage[];
}

/**
 * Ends a generation: its row's final state, the assistant's messages in its conversation and the
 * conversation's last activity, in one statement (all or nothing, one round trip). Used by the
 * worker for every ending and by the api for a stop before any worker took the job. Streams end
 * in bursts (a stopped page, a model outage), and the ORM's read, update and transaction of four
 * statements per ending showed as relay latency in bench/live-generation.mjs.
 * True when this call ended it; false when it had already ended (nothing is written then).
 */
export async function endGeneration(em: EntityManager, id: string, ending: GenerationEnding): Promise<boolean> {
  const sets = ['status = ?', 'finished_at = now()', 'updated_at = now()'];
  const setParams: unknown[] = [ending.status];
  const optional: [string, unknown][] = [
    ['text = ?', ending.text],
    ['seq = ?', ending.seq],
    ['result = ?::jsonb', ending.result === undefined ? undefined : JSON.stringify(ending.result)],
    ['error = ?', ending.error],
  ];
  for (const [set, value] of optional) {
    if (value === undefined) continue;
    sets.push(set);
    setParams.push(value);
  }
  const values = ending.messages.map((_, i) => `(?::uuid, ?::text, ?::boolean, ${i})`).join(', ');
  const valueParams = ending.messages.flatMap((m) => [randomUUID(), m.content, m.isCode]);
  const messages = ending.messages.length
    ? `, message as (
         insert into conversation_messages (id, conversation_id, generation_id, role, content, is_code)
         select v.id, e.conversation_id, ?::uuid, 'assistant', v.content, v.is_code
         from ended e, (values ${values}) as v(id, content, is_code, ord)
         where e.conversation_id is not null
         order by v.ord
       )`
    : '';
  const rows = await em.getConnection().execute<{ ended: number }[]>(
    `with ended as (
       update generations set ${sets.join(', ')}
       where id = ? and status in (${ending.from.map(() => '?').join(', ')})
       returning conversation_id
     )${messages},
     touched as (update conversations set updated_at = now() where id in (select conversation_id from ended))
     select count(*)::int as ended from ended`,
    [...setParams, id, ...ending.from, ...(ending.messages.length ? [id, ...valueParams] : [])],
  );
  return (rows[0]?.ended ?? 0) > 0;
}
