import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Rooms } from '@infragen/contracts';
import { AlertsService } from '../alerts';
import { RealtimeService } from '../realtime';

/**
 * Relays the alerts this api process creates or resolves to the admins' room (every open admin
 * page, on every api instance, through the Socket.IO Redis adapter). The worker emits its own.
 */
@Injectable()
export class AlertsRelay implements OnModuleInit, OnModuleDestroy {
  private stop: (() => void) | null = null;

  constructor(
    private readonly alerts: AlertsService,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit(): void {
    this.stop = this.alerts.onChange((alert, change) =>
      this.realtime.emitTo(Rooms.admins, change === 'created' ? 'alert:created' : 'alert:resolved', alert),
    );
  }

  onModuleDestroy(): void {
    this.stop?.();
  }
}
