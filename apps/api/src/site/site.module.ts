import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts';
import { AuditModule } from '../audit';
import { RateLimitModule } from '../rate-limit';
import { RealtimeModule } from '../realtime';
import { SiteAdminController } from './site-admin.controller';
import { SiteExportController } from './site-export.controller';
import { SiteFormsController } from './site-forms.controller';
import { SiteFormsService } from './site-forms.service';
import { SiteInboxService } from './site-inbox.service';

/**
 * /api/site: the public site's forms (contact, support tickets, newsletter); /api/admin/site: the
 * administrators' inbox over them. What arrives is told to the admins' sockets at once.
 */
@Module({
  imports: [AlertsModule, AuditModule, RateLimitModule, RealtimeModule],
  controllers: [SiteFormsController, SiteAdminController, SiteExportController],
  providers: [SiteFormsService, SiteInboxService],
})
export class SiteModule {}
