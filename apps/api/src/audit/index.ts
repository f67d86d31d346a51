export { AuditModule } from './audit.module';
export { AuditService } from './audit.service';
