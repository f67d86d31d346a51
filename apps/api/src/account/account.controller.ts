import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { CreditsOverview, ProjectsOverview, Redemption } from '@infragen/contracts';
import { CurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { CreditsService } from '../credits';
import { ProjectsService } from '../projects';
import { PromoCodesService } from '../promo-codes';
import {
  CreditsOverviewDto,
  ProjectIdParamsDto,
  ProjectsOverviewDto,
  RedeemPromoCodeDto,
  RedemptionDto,
} from './account.dto';

/** The signed-in user's credits, promo codes and projects (shown on the profile page). */
@ApiTags('account')
@ApiBearerAuth()
@RequireUser()
@Controller('account')
export class AccountController {
  constructor(
    private readonly credits: CreditsService,
    private readonly promos: PromoCodesService,
    private readonly projects: ProjectsService,
  ) {}

  @Get('credits')
  @ApiOkResponse({ type: CreditsOverviewDto })
  readCredits(@CurrentUser() user: AuthenticatedUser): Promise<CreditsOverview> {
    return this.credits.overview(user.id);
  }

  @Post('promo-codes/redeem')
  @HttpCode(200)
  @ApiOkResponse({ type: RedemptionDto, description: 'Redeemed: credits added, or a discount recorded.' })
  redeem(@CurrentUser() user: AuthenticatedUser, @Body() body: RedeemPromoCodeDto): Promise<Redemption> {
    return this.promos.redeem(user.id, body.code);
  }

  @Get('projects')
  @ApiOkResponse({ type: ProjectsOverviewDto })
  listProjects(@CurrentUser() user: AuthenticatedUser): Promise<ProjectsOverview> {
    return this.projects.overview(user.id);
  }

  @Post('projects/:id/archive')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: 'Archived: kept whole and readable, and no longer counted toward the limit on active projects.',
  })
  @ApiNotFoundResponse({ description: 'No such project, or not yours.' })
  archiveProject(@CurrentUser() user: AuthenticatedUser, @Param() params: ProjectIdParamsDto): Promise<void> {
    return this.projects.archive(user.id, params.id);
  }

  @Post('projects/:id/restore')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Active again, counted toward the limit.' })
  @ApiNotFoundResponse({ description: 'No such project, or not yours.' })
  @ApiConflictResponse({
    description: 'PROJECT_LIMIT_REACHED: the active projects are at the limit; archive or delete one first.',
  })
  restoreProject(@CurrentUser() user: AuthenticatedUser, @Param() params: ProjectIdParamsDto): Promise<void> {
    return this.projects.restore(user.id, params.id);
  }

  @Delete('projects/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its messages and generated code.' })
  removeProject(@CurrentUser() user: AuthenticatedUser, @Param() params: ProjectIdParamsDto): Promise<void> {
    return this.projects.remove(user.id, params.id);
  }
}
