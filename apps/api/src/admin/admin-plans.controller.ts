import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminPanelCopy, AppError, type PlanView } from '@infragen/contracts';
import { PlansRepository } from '@infragen/database';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '../auth';
import { AuditService } from '../audit';
import { PlanIdParamsDto, PlanViewDto, UpdatePlanDto } from './admin.dto';

const A = AdminPanelCopy.audit;

/** Subscription Management: the plans, activated, deactivated and edited; each change recorded. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/plans')
export class AdminPlansController {
  constructor(
    private readonly plans: PlansRepository,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [PlanViewDto], description: 'Cheapest first; custom pricing last.' })
  list(): Promise<PlanView[]> {
    return this.plans.list();
  }

  @Patch(':id')
  @ApiOkResponse({ type: PlanViewDto })
  async update(
    @Param() params: PlanIdParamsDto,
    @Body() body: UpdatePlanDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<PlanView> {
    const before = await this.plans.findById(params.id);
    const plan = before && (await this.plans.update(params.id, body));
    if (!plan) throw new AppError('PLAN_NOT_FOUND', AdminPanelCopy.plans.notFound);
    const onlyStatus = Object.keys(body).every((key) => key === 'is_active');
    const summary =
      onlyStatus && body.is_active !== undefined
        ? body.is_active
          ? A.planActivated(plan.name)
          : A.planDeactivated(plan.name)
        : A.planUpdated(before.name);
    await this.audit.record(admin, {
      action: onlyStatus ? 'plan.status' : 'plan.update',
      summary,
      targetType: 'plan',
      targetId: plan.id,
      details: { ...body },
    });
    return plan;
  }
}
