export { MonitoringModule } from './monitoring.module';
