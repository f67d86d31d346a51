export { AlertsModule } from './alerts.module';
export { SystemAlertsService } from './system-alerts.service';
