import { Module } from '@nestjs/common';
import { AuditService } from './audit.service';

/** The admin audit log: every administrator action, who did it and when. */
@Module({ providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
