import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  GITHUB_SCOPES,
  type GithubConfig,
  type GithubConnectionView,
  type GithubPushView,
  type GithubRepository,
  type GithubRepositoryPage,
} from '@infragen/contracts';
import { CurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import {
  CreateGithubPushDto,
  CreateGithubRepositoryDto,
  GithubAuthorizeResponseDto,
  GithubCallbackDto,
  GithubConfigDto,
  GithubConnectionDto,
  GithubOrganizationListDto,
  GithubPushDto,
  GithubPushIdParamsDto,
  GithubRepositoryDto,
  GithubRepositoryPageDto,
  ListGithubRepositoriesQueryDto,
  SelectGithubRepositoryDto,
} from './github.dto';
import { GithubAccess } from './github-access.service';
import { GithubConnectionsService } from './github-connections.service';
import { GithubOauthService } from './github-oauth.service';
import { GithubPushesService, type PushInput } from './github-pushes.service';

/** The site's address as the browser reached it (through a trusted proxy's forwarded headers). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

@ApiTags('github')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'GITHUB_DISABLED: the operator turned the GitHub integration off.' })
@ApiServiceUnavailableResponse({ description: 'GITHUB_NOT_CONFIGURED: "GitHub configuration not available".' })
@RequireUser()
@Controller('github')
export class GithubController {
  constructor(
    private readonly access: GithubAccess,
    private readonly oauth: GithubOauthService,
    private readonly connections: GithubConnectionsService,
    private readonly pushes: GithubPushesService,
  ) {}

  @Get('config')
  @ApiOkResponse({ type: GithubConfigDto, description: 'The OAuth App the browser connects through.' })
  async config(): Promise<GithubConfig> {
    const app = await this.access.assertAvailable();
    return { clientId: app.clientId, webUrl: app.webUrl, scopes: [...GITHUB_SCOPES] };
  }

  @Post('authorize')
  @HttpCode(200)
  @ApiOkResponse({ type: GithubAuthorizeResponseDto, description: "GitHub's authorize page, to send the browser to." })
  authorize(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<{ url: string }> {
    return this.oauth.authorize(user.id, originOf(request));
  }

  @Post('callback')
  @HttpCode(200)
  @ApiOkResponse({ type: GithubConnectionDto, description: 'The connection made from the code GitHub handed back.' })
  callback(@CurrentUser() user: AuthenticatedUser, @Body() body: GithubCallbackDto): Promise<GithubConnectionView> {
    return this.oauth.callback(user.id, body.code, body.state);
  }

  @Get('connection')
  @ApiOkResponse({ type: GithubConnectionDto, description: "The signed-in user's connection, or connected: false." })
  connection(@CurrentUser() user: AuthenticatedUser): Promise<GithubConnectionView> {
    return this.connections.view(user.id);
  }

  @Delete('connection')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Disconnected (the token is forgotten and revoked at GitHub).' })
  async disconnect(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.connections.disconnect(user.id);
  }

  @Get('organizations')
  @ApiOkResponse({ type: GithubOrganizationListDto })
  @ApiNotFoundResponse({ description: 'GITHUB_NOT_CONNECTED.' })
  async organizations(@CurrentUser() user: AuthenticatedUser) {
    return { organizations: await this.connections.organizations(user.id) };
  }

  @Get('repositories')
  @ApiOkResponse({ type: GithubRepositoryPageDto, description: 'One page, most recently updated first.' })
  @ApiNotFoundResponse({ description: 'GITHUB_NOT_CONNECTED.' })
  repositories(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListGithubRepositoriesQueryDto,
  ): Promise<GithubRepositoryPage> {
    return this.connections.repositories(
      user.id,
      query as ListGithubRepositoriesQueryDto & { page: number; perPage: number },
    );
  }

  @Post('repositories')
  @ApiCreatedResponse({ type: GithubRepositoryDto, description: 'Created on GitHub and selected.' })
  createRepository(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateGithubRepositoryDto,
  ): Promise<GithubRepository> {
    return this.connections.create(
      user.id,
      body as CreateGithubRepositoryDto & { description: string; private: boolean },
    );
  }

  @Put('selected-repository')
  @ApiOkResponse({ type: GithubConnectionDto, description: 'The connection with its selected repository.' })
  select(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SelectGithubRepositoryDto,
  ): Promise<GithubConnectionView> {
    return this.connections.select(user.id, body.repoFullName);
  }

  @Post('pushes')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: GithubPushDto, description: "Queued; progress and result reach the user's room." })
  @ApiConflictResponse({ description: 'GITHUB_NOTHING_TO_PUSH or GITHUB_RECONNECT_REQUIRED.' })
  push(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateGithubPushDto): Promise<GithubPushView> {
    return this.pushes.create(user.id, body as CreateGithubPushDto & PushInput);
  }

  @Get('pushes/:id')
  @ApiOkResponse({ type: GithubPushDto })
  @ApiNotFoundResponse({ description: 'No such push, or not yours.' })
  getPush(@CurrentUser() user: AuthenticatedUser, @Param() params: GithubPushIdParamsDto): Promise<GithubPushView> {
    return this.pushes.get(user.id, params.id);
  }
}
