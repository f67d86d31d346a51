import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelUsage } from '@infragen/contracts';

/** How the generator was used, per day (UTC), from the stored generations and their token counts. */
export class ModelUsageRepository {
  constructor(private readonly em: EntityManager) {}

  /** The last `days` days, today included, oldest first; days without generations count zero. */
  async perDay(days: number): Promise<ModelUsage> {
    const rows = await this.em
      .getConnection()
      .execute<{ day: string; generations: string; failures: string; tokens: string }[]>(
        `with days as (
         select generate_series((now() at time zone 'utc')::date - (? - 1), (now() at time zone 'utc')::date, interval '1 day')::date as day
       ), used as (
         select (created_at at time zone 'utc')::date as day, count(*) as generations,
           count(*) filter (where status = 'failed') as failures,
           coalesce(sum(case when jsonb_typeof(result->'usage'->'totalTokens') = 'number'
             then (result->'usage'->>'totalTokens')::bigint else 0 end), 0) as tokens
         from generations
         where created_at >= ((now() at time zone 'utc')::date - (? - 1)) at time zone 'utc'
         group by 1
       )
       select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(used.generations, 0) as generations,
         coalesce(used.failures, 0) as failures, coalesce(used.tokens, 0) as tokens
       from days left join used on used.day = days.day order by days.day`,
        [days, days],
      );
    const list = rows.map((r) => ({
      day: r.day,
      generations: Number(r.generations),
      failures: Number(r.failures),
      tokens: Number(r.tokens),
    }));
    const totals = list.reduce(
      (sum, d) => ({
        generations: sum.generations + d.generations,
        failures: sum.failures + d.failures,
        tokens: sum.tokens + d.tokens,
      }),
      { generations: 0, failures: 0, tokens: 0 },
    );
    return { days: list, totals };
  }
}
