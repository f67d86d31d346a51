import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminStats } from '@infragen/contracts';

/** The dashboard's counters, in one round trip. Active projects: users' conversations not archived. */
export class AdminStatsRepository {
  constructor(private readonly em: EntityManager) {}

  async counts(): Promise<AdminStats> {
    const rows = await this.em
      .getConnection()
      .execute<{ users: string; projects: string; alerts: string; promos: string }[]>(
        `select (select count(*) from users) as users,
         (select count(*) from conversations where user_id is not null and archived_at is null) as projects,
         (select count(*) from system_alerts where not is_resolved) as alerts,
         (select count(*) from promo_codes where is_active) as promos`,
      );
    const row = rows[0]!;
    return {
      totalUsers: Number(row.users),
      activeProjects: Number(row.projects),
      unresolvedAlerts: Number(row.alerts),
      activePromoCodes: Number(row.promos),
    };
  }
}
