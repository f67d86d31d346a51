import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminStats, AuditPage } from '@infragen/contracts';
import { AdminStatsRepository } from '@infragen/database';
import { RequireAdmin } from '../auth';
import { AuditService } from '../audit';
import { AdminStatsDto, AuditPageDto, AuditQueryDto } from './admin.dto';

/** The dashboard: its counters, and the log of what administrators did. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin')
export class AdminDashboardController {
  constructor(
    private readonly stats: AdminStatsRepository,
    private readonly audit: AuditService,
  ) {}

  @Get('stats')
  @ApiOkResponse({ type: AdminStatsDto })
  counts(): Promise<AdminStats> {
    return this.stats.counts();
  }

  @Get('audit')
  @ApiOkResponse({ type: AuditPageDto, description: 'Administrator actions, newest first.' })
  auditLog(@Query() query: AuditQueryDto): Promise<AuditPage> {
    return this.audit.page(query.limit, query.before);
  }
}
