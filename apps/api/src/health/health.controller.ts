import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { HealthResponseSchema, type HealthResponse } from '@infragen/contracts';
import { HealthService } from './health.service';

class HealthResponseDto extends createZodDto(HealthResponseSchema) {}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ type: HealthResponseDto, description: 'Database and Redis answer.' })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'Names what is down in `down`.' })
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const result = await this.health.check();
    void reply.status(result.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return result;
  }
}
