import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { GenerationStatus } from '@infragen/contracts';
import { ANONYMOUS_SESSION_HEADER } from '@infragen/contracts';
import { Owner, type RequestOwner } from '../auth';
import {
  CreateGenerationDto,
  CreateGenerationResponseDto,
  GenerationIdParamsDto,
  GenerationSnapshotDto,
} from './generations.dto';
import { GenerationsService } from './generations.service';

@ApiTags('generations')
@ApiHeader({
  name: ANONYMOUS_SESSION_HEADER,
  required: false,
  description:
    'Anonymous session token returned by the first generation (signed by the server; any other answers 401 ANONYMOUS_SESSION_INVALID).',
})
@Controller('generations')
export class GenerationsController {
  constructor(private readonly generations: GenerationsService) {}

  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: CreateGenerationResponseDto, description: 'Queued; follow it on Socket.IO.' })
  @ApiTooManyRequestsResponse({ description: 'Over the hourly allowance; Retry-After says when to try again.' })
  @ApiConflictResponse({
    description:
      'PROJECT_LIMIT_REACHED: a new conversation while the user has max_projects_per_user active projects (nothing spent; follow-ups still work).',
  })
  create(@Body() body: CreateGenerationDto, @Owner() owner: RequestOwner, @Ip() ip: string) {
    return this.generations.create(body, owner, ip);
  }

  @Get(':id')
  @ApiOkResponse({ type: GenerationSnapshotDto })
  @ApiNotFoundResponse({ description: 'No such generation, or not yours.' })
  get(@Param() params: GenerationIdParamsDto, @Owner() owner: RequestOwner) {
    return this.generations.snapshot(params.id, owner);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The status after the request: cancelled, or running while the worker stops.' })
  cancel(@Param() params: GenerationIdParamsDto, @Owner() owner: RequestOwner): Promise<{ status: GenerationStatus }> {
    return this.generations.cancel(params.id, owner);
  }
}
