import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminPanelCopy, type ModelConnection, type ModelTestResult, type ModelUsage } from '@infragen/contracts';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '../auth';
import { AuditService } from '../audit';
import { RateLimitService } from '../rate-limit';
import {
  ModelConnectionDto,
  ModelTestRequestDto,
  ModelTestResultDto,
  ModelUsageDto,
  ModelUsageQueryDto,
} from './admin.dto';
import { AdminModelService } from './admin-model.service';

/** Each test is a paid model call: an administrator may run this many per minute. */
const TESTS_PER_MINUTE = 10;

@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/model')
export class AdminModelController {
  constructor(
    private readonly model: AdminModelService,
    private readonly audit: AuditService,
    private readonly limits: RateLimitService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ModelConnectionDto, description: 'Endpoint and model in use; never the key.' })
  connection(): ModelConnection {
    return this.model.connection();
  }

  @Post('test')
  @HttpCode(200)
  @ApiOkResponse({ type: ModelTestResultDto, description: 'What the model answered, or the failure (ok: false).' })
  async test(@Body() body: ModelTestRequestDto, @CurrentUser() admin: AuthenticatedUser): Promise<ModelTestResult> {
    await this.limits.consume(`admin-model-test:${admin.id}`, TESTS_PER_MINUTE, 60);
    const result = await this.model.test(body.prompt);
    await this.audit.record(admin, {
      action: 'model.test',
      summary: AdminPanelCopy.audit.modelTested(result.ok),
      details: { ok: result.ok, code: result.error?.code ?? null, latencyMs: result.latencyMs },
    });
    return result;
  }

  @Get('usage')
  @ApiOkResponse({ type: ModelUsageDto, description: 'Generations, failures and tokens per day (UTC).' })
  usage(@Query() query: ModelUsageQueryDto): Promise<ModelUsage> {
    return this.model.usagePerDay(query.days);
  }
}
