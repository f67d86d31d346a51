import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  RESOLVED_ALERTS_SHOWN,
  type AlertSeverity,
  type OperatorAlert,
  type SystemAlertsOverview,
  type SystemAlertView,
} from '@infragen/contracts';

interface AlertRow {
  id: string;
  title: string;
  message: string;
  alert_type: string;
  severity: AlertSeverity;
  is_resolved: boolean;
  resolved_at: Date | null;
  resolved_by: string | null;
  occurrences: number;
  last_seen_at: Date;
  created_at: Date;
}

const COLUMNS =
  'a.id, a.title, a.message, a.alert_type, a.severity, a.is_resolved, a.resolved_at, a.resolved_by, a.occurrences, a.last_seen_at, a.created_at';
/** An alert with the email of the administrator who resolved it. */
const SELECT = `select ${COLUMNS}, u.email as resolved_by_email from system_alerts a left join users u on u.id = a.resolved_by`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function view(row: AlertRow & { resolved_by_email?: string | null }): SystemAlertView {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    alert_type: row.alert_type,
    severity: row.severity,
    is_resolved: row.is_resolved,
    resolved_at: iso(row.resolved_at),
    resolved_by: row.resolved_by,
    resolved_by_email: row.resolved_by_email ?? null,
    occurrences: row.occurrences,
    last_seen_at: iso(row.last_seen_at)!,
    created_at: iso(row.created_at)!,
  };
}

/**
 * System alerts for administrators. One unresolved alert per fingerprint: a burst of the same
 * failure (every generation failing on a revoked key) counts occurrences on one row, decided by
 * the database (a partial unique index), so concurrent workers cannot create duplicates.
 */
export class SystemAlertsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records an occurrence; `created` tells whether it opened a new alert. */
  async raise(alert: OperatorAlert): Promise<{ id: string; created: boolean; alert: SystemAlertView }> {
    const rows = await this.em.getConnection().execute<(AlertRow & { inserted: boolean })[]>(
      `insert into system_alerts as a (id, title, message, alert_type, severity, fingerprint)
       values (?, ?, ?, 'error', ?, ?)
       on conflict (fingerprint) where is_resolved = false and fingerprint is not null
       do update set occurrences = a.occurrences + 1, last_seen_at = now(), message = excluded.message
       returning ${COLUMNS}, (xmax = 0) as inserted`,
      [randomUUID(), alert.title, alert.message, alert.severity, alert.fingerprint],
    );
    const row = rows[0]!;
    return { id: row.id, created: row.inserted, alert: view(row) };
  }

  /** An alert of an administrator's own making (Create Test Alert): never merged with another. */
  async create(alert: {
    title: string;
    message: string;
    alertType: string;
    severity: AlertSeverity;
  }): Promise<SystemAlertView> {
    const rows = await this.em
      .getConnection()
      .execute<AlertRow[]>(
        `insert into system_alerts as a (id, title, message, alert_type, severity) values (?, ?, ?, ?, ?) returning ${COLUMNS}`,
        [randomUUID(), alert.title, alert.message, alert.alertType, alert.severity],
      );
    return view(rows[0]!);
  }

  /**
   * Marks an alert resolved by an administrator, once (there is no way back). Null when there is
   * no such alert; an alert resolved already is returned as it is.
   */
  async resolve(id: string, adminId: string): Promise<SystemAlertView | null> {
    await this.em
      .getConnection()
      .execute(
        'update system_alerts set is_resolved = true, resolved_at = now(), resolved_by = ? where id = ? and not is_resolved',
        [adminId, id],
      );
    const rows = await this.em.getConnection().execute<AlertRow[]>(`${SELECT} where a.id = ?`, [id]);
    return rows[0] ? view(rows[0]) : null;
  }

  /** The Alerts page: counts, every unresolved alert (newest first), the latest resolved ones. */
  async overview(): Promise<SystemAlertsOverview> {
    const connection = this.em.getConnection();
    const [counts, unresolved, resolved] = await Promise.all([
      connection.execute<{ total: string; unresolved: string; critical: string; today: string; resolved: string }[]>(
        `select count(*) as total, count(*) filter (where not is_resolved) as unresolved,
           count(*) filter (where not is_resolved and severity = 'critical') as critical,
           count(*) filter (where is_resolved and resolved_at >= date_trunc('day', now())) as today,
           count(*) filter (where is_resolved) as resolved
         from system_alerts`,
      ),
      connection.execute<AlertRow[]>(`${SELECT} where not a.is_resolved order by a.created_at desc, a.id`),
      connection.execute<AlertRow[]>(
        `${SELECT} where a.is_resolved order by a.resolved_at desc, a.id limit ${RESOLVED_ALERTS_SHOWN}`,
      ),
    ]);
    const c = counts[0]!;
    return {
      stats: {
        total: Number(c.total),
        unresolved: Number(c.unresolved),
        criticalUnresolved: Number(c.critical),
        resolvedToday: Number(c.today),
      },
      unresolved: unresolved.map(view),
      resolved: resolved.map(view),
      moreResolved: Math.max(0, Number(c.resolved) - resolved.length),
    };
  }
}
