export { MaintenanceModule } from './maintenance.module';
export { MaintenanceService } from './maintenance.service';
