import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts';
import { RateLimitModule } from '../rate-limit';
import { SiteAdminController } from './site-admin.controller';
import { SiteFormsController } from './site-forms.controller';
import { SiteFormsService } from './site-forms.service';

/** /api/site: the public site's forms (contact, support tickets, newsletter) and their lists for administrators. */
@Module({
  imports: [AlertsModule, RateLimitModule],
  controllers: [SiteFormsController, SiteAdminController],
  providers: [SiteFormsService],
})
export class SiteModule {}
