import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime';
import { SystemAlertsService } from './system-alerts.service';

@Module({ imports: [RealtimeModule], providers: [SystemAlertsService], exports: [SystemAlertsService] })
export class AlertsModule {}
