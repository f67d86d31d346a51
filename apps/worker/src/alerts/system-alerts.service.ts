import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Rooms } from '@infragen/contracts';
import { WORKER_LOGGER } from '../config/worker-config';
import { SocketEmitterService } from '../realtime/socket-emitter.service';
import type { FailureAlert } from '../generation/sources/generation-source';
import { redactSecrets } from './redact';

/**
 * Raises system alerts for administrators. One unresolved alert per fingerprint: a burst of the
 * same failure (every generation failing on a revoked key) counts occurrences on one row, decided
 * by the database (a partial unique index) so concurrent workers cannot create duplicates. Only a
 * new alert is pushed to the admins' sockets.
 */
@Injectable()
export class SystemAlertsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sockets: SocketEmitterService,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {}

  async raise(alert: FailureAlert): Promise<void> {
    try {
      const rows = await this.em.getConnection().execute<{ id: string; inserted: boolean }[]>(
        `insert into system_alerts (id, title, message, alert_type, severity, fingerprint)
         values (?, ?, ?, 'error', ?, ?)
         on conflict (fingerprint) where is_resolved = false and fingerprint is not null
         do update set occurrences = system_alerts.occurrences + 1, last_seen_at = now(), message = excluded.message
         returning id, (xmax = 0) as inserted`,
        [randomUUID(), alert.title, redactSecrets(alert.message).slice(0, 2000), alert.severity, alert.fingerprint],
      );
      const row = rows[0];
      if (row?.inserted) this.sockets.emitTo(Rooms.admins, 'alert:created', { id: row.id, title: alert.title, severity: alert.severity });
    } catch (error) {
      // An alert that cannot be stored must not turn the user's clear message into a crash.
      this.logger.error({ err: error, title: alert.title }, 'could not store system alert');
    }
  }
}
