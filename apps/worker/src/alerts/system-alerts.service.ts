import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { Rooms, type OperatorAlert } from '@infragen/contracts';
import { SystemAlertsRepository } from '@infragen/database';
import { redactSecrets } from '@infragen/runtime';
import { WORKER_LOGGER } from '../config';
import { SocketEmitterService } from '../realtime';

/** Alert messages are for reading, not for dumping a provider's whole answer. */
const MESSAGE_LIMIT = 2000;

/**
 * Raises system alerts for administrators: stored (a burst of one failure counts occurrences on
 * one unresolved alert), and a new alert pushed to the admins' sockets with everything the
 * Alerts page shows of it. Any worker module may inject this (model failures, GitHub pushes).
 */
@Injectable()
export class SystemAlertsService {
  constructor(
    private readonly alerts: SystemAlertsRepository,
    private readonly sockets: SocketEmitterService,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {}

  async raise(alert: OperatorAlert): Promise<void> {
    try {
      const raised = await this.alerts.raise({
        ...alert,
        title: redactSecrets(alert.title),
        message: redactSecrets(alert.message).slice(0, MESSAGE_LIMIT),
      });
      if (raised.created) this.sockets.emitTo(Rooms.admins, 'alert:created', raised.alert);
    } catch (error) {
      // An alert that cannot be stored must not turn the user's clear message into a crash.
      this.logger.error({ err: error, title: alert.title }, 'could not store system alert');
    }
  }
}
