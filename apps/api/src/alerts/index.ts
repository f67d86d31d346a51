export { AlertsModule } from './alerts.module';
export { AlertsService } from './alerts.service';
