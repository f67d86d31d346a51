import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { HealthResponseSchema, type HealthResponse } from '@infragen/contracts';
import type { AuthenticatedRequest } from '../auth';
import { HealthService } from './health.service';

class HealthResponseDto extends createZodDto(HealthResponseSchema) {}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ type: HealthResponseDto, description: 'Database and Redis answer.' })
  @ApiServiceUnavailableResponse({
    type: HealthResponseDto,
    description: 'Names what is down in `down`; an administrator also reads the error of each.',
  })
  async get(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HealthResponse> {
    const result = await this.health.check();
    void reply.status(result.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    // The error of a check names internal addresses (the embedded database's port, say): it is
    // for an administrator's session only; everyone else learns what is down.
    const admin = request.user?.role === 'admin' && request.user.sessionKind === 'admin';
    return admin ? result : withoutErrors(result);
  }
}

function withoutErrors(result: HealthResponse): HealthResponse {
  const strip = ({ status, latencyMs }: HealthResponse['checks']['database']) =>
    latencyMs === undefined ? { status } : { status, latencyMs };
  return { ...result, checks: { database: strip(result.checks.database), redis: strip(result.checks.redis) } };
}
