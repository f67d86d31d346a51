import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminPanelCopy, AppError, type SystemAlertsOverview, type SystemAlertView } from '@infragen/contracts';
import { AlertsService } from '../alerts';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '../auth';
import { AuditService } from '../audit';
import { AlertIdParamsDto, SystemAlertsOverviewDto, SystemAlertViewDto } from './admin.dto';

/** System Alerts: the overview, resolving an alert (no way back), and a test alert; each recorded. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/alerts')
export class AdminAlertsController {
  constructor(
    private readonly alerts: AlertsService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiOkResponse({ type: SystemAlertsOverviewDto })
  overview(): Promise<SystemAlertsOverview> {
    return this.alerts.overview();
  }

  /** A warning of medium severity, to see the panel's live updates work. */
  @Post('test')
  @ApiCreatedResponse({ type: SystemAlertViewDto })
  async createTest(@CurrentUser() admin: AuthenticatedUser): Promise<SystemAlertView> {
    const alert = await this.alerts.create({
      title: AdminPanelCopy.raised.testTitle,
      message: AdminPanelCopy.raised.testMessage,
      alertType: 'warning',
      severity: 'medium',
    });
    await this.audit.record(admin, {
      action: 'alert.test',
      summary: AdminPanelCopy.audit.testAlertCreated,
      targetType: 'alert',
      targetId: alert.id,
    });
    return alert;
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @ApiOkResponse({ type: SystemAlertViewDto, description: 'Resolved (an alert resolved before is returned as it is).' })
  async resolve(@Param() params: AlertIdParamsDto, @CurrentUser() admin: AuthenticatedUser): Promise<SystemAlertView> {
    const alert = await this.alerts.resolve(params.id, admin.id);
    if (!alert) throw new AppError('ALERT_NOT_FOUND', AdminPanelCopy.alerts.notFound);
    await this.audit.record(admin, {
      action: 'alert.resolve',
      summary: AdminPanelCopy.audit.alertResolved(alert.title),
      targetType: 'alert',
      targetId: alert.id,
    });
    return alert;
  }
}
