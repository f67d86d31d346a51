import { Module } from '@nestjs/common';
import { AlertsService } from './alerts.service';

/** System alerts raised by the api; imports nothing, so every module (auth, github, ...) may use it. */
@Module({ providers: [AlertsService], exports: [AlertsService] })
export class AlertsModule {}
