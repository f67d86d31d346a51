import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { OperatorAlert, SystemAlertView } from '@infragen/contracts';
import { SystemAlertsRepository } from '@infragen/database';
import { redactSecrets } from '@infragen/runtime';
import { ROOT_LOGGER } from '../config';

/** Alert messages are for reading, not for dumping a provider's whole answer. */
const MESSAGE_LIMIT = 2000;

type AlertListener = (alert: SystemAlertView, change: 'created' | 'resolved') => void;

/**
 * Raises system alerts for administrators from the api (outages, repeated sign-in failures, a
 * GitHub failure): stored, one unresolved alert per fingerprint whose occurrences grow. A new or
 * resolved alert is told to the listeners (the admin module relays it to the admins' sockets),
 * so this module depends on nothing but the database and any module can import it.
 */
@Injectable()
export class AlertsService {
  private readonly listeners = new Set<AlertListener>();

  constructor(
    private readonly alerts: SystemAlertsRepository,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /** Calls `listener` for every alert this process creates or resolves; returns how to stop. */
  onChange(listener: AlertListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Records an occurrence. Never throws: an alert that cannot be stored (the database is the
   * thing that is down, say) is logged, and the caller's own work goes on.
   */
  async raise(alert: OperatorAlert): Promise<SystemAlertView | null> {
    try {
      const raised = await this.alerts.raise({
        ...alert,
        title: redactSecrets(alert.title),
        message: redactSecrets(alert.message).slice(0, MESSAGE_LIMIT),
      });
      if (raised.created) this.tell(raised.alert, 'created');
      return raised.alert;
    } catch (error) {
      this.logger.error({ err: error, title: alert.title }, 'could not store system alert');
      return null;
    }
  }

  /** An alert an administrator made (the test alert): always a new one. */
  async create(alert: { title: string; message: string; alertType: string; severity: OperatorAlert['severity'] }) {
    const created = await this.alerts.create(alert);
    this.tell(created, 'created');
    return created;
  }

  /** Resolves an alert (once; there is no way back). Null when there is no such alert. */
  async resolve(id: string, adminId: string): Promise<SystemAlertView | null> {
    const resolved = await this.alerts.resolve(id, adminId);
    if (resolved) this.tell(resolved, 'resolved');
    return resolved;
  }

  overview() {
    return this.alerts.overview();
  }

  private tell(alert: SystemAlertView, change: 'created' | 'resolved'): void {
    for (const listener of this.listeners) {
      try {
        listener(alert, change);
      } catch (error) {
        this.logger.error({ err: error, alertId: alert.id }, 'an alert listener failed');
      }
    }
  }
}
