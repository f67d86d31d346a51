import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts';
import { QueuesModule } from '../queues';
import { ServiceMonitor } from './service-monitor';
import { StalledJobsWatcher } from './stalled-jobs.watcher';

/** System alerts for outages of PostgreSQL and Redis, a queue without workers, and stalled jobs. */
@Module({ imports: [AlertsModule, QueuesModule], providers: [ServiceMonitor, StalledJobsWatcher] })
export class MonitoringModule {}
