import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminUserRow, AdminUsersPage, CreateAdminUser } from '@infragen/contracts';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '../auth';
import {
  AdminUsersPageDto,
  AdminUsersQueryDto,
  CreateAdminUserDto,
  UpdateAdminUserDto,
  UserIdParamsDto,
} from './admin.dto';
import { AdminUsersService } from './admin-users.service';

@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOkResponse({ type: AdminUsersPageDto, description: 'Newest first; search matches name, email or organization.' })
  search(@Query() query: AdminUsersQueryDto): Promise<AdminUsersPage> {
    return this.users.search(query.search, query.page);
  }

  @Post()
  @ApiCreatedResponse({ description: 'The account, verified, with the welcome credits and free plan.' })
  create(@Body() body: CreateAdminUserDto, @CurrentUser() admin: AuthenticatedUser): Promise<AdminUserRow> {
    return this.users.create(body as Required<CreateAdminUser>, admin);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'The account after the change (role, disabled, or plan).' })
  update(
    @Param() params: UserIdParamsDto,
    @Body() body: UpdateAdminUserDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<AdminUserRow> {
    return this.users.update(params.id, body, admin);
  }
}
