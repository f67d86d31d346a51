import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ConfigEntry } from '@infragen/contracts';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '../auth';
import { ConfigEntryDto, ConfigKeyParamsDto, UpdateConfigDto } from './admin.dto';
import { AdminConfigService } from './admin-config.service';

@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/config')
export class AdminConfigController {
  constructor(private readonly config: AdminConfigService) {}

  @Get()
  @ApiOkResponse({ type: [ConfigEntryDto], description: 'Every setting, by key.' })
  list(): Promise<ConfigEntry[]> {
    return this.config.list();
  }

  @Put(':key')
  @ApiOkResponse({ type: ConfigEntryDto, description: 'Stored with who changed it; in force at once.' })
  update(
    @Param() params: ConfigKeyParamsDto,
    @Body() body: UpdateConfigDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ConfigEntry> {
    return this.config.update(params.key, body.value, admin);
  }

  @Post('reset')
  @HttpCode(200)
  @ApiOkResponse({ type: [ConfigEntryDto], description: 'Every default stored again, one key after another.' })
  reset(@CurrentUser() admin: AuthenticatedUser): Promise<ConfigEntry[]> {
    return this.config.reset(admin);
  }
}
