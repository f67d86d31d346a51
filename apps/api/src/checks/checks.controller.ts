import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ANONYMOUS_SESSION_HEADER } from '@infragen/contracts';
import { Owner, type RequestOwner } from '../auth';
import { ValidateRequestDto, ValidateResponseDto } from './checks.dto';
import { ChecksService } from './checks.service';

@ApiTags('checks')
@ApiHeader({
  name: ANONYMOUS_SESSION_HEADER,
  required: false,
  description:
    'Anonymous session token returned by the first generation (signed by the server; any other answers 401 ANONYMOUS_SESSION_INVALID).',
})
@Controller('checks')
export class ChecksController {
  constructor(private readonly checks: ChecksService) {}

  @Post('validate')
  @HttpCode(200)
  @ApiOkResponse({
    type: ValidateResponseDto,
    description: 'Every finding of the validation and security checks, in file and line order.',
  })
  @ApiBadRequestResponse({ description: 'A file, path or format the checks do not take; the field is named.' })
  @ApiTooManyRequestsResponse({ description: 'Over the per-minute allowance; Retry-After says when to try again.' })
  @ApiServiceUnavailableResponse({ description: 'Every check thread is busy; Retry-After says when to try again.' })
  validate(@Body() body: ValidateRequestDto, @Owner() owner: RequestOwner, @Ip() ip: string) {
    return this.checks.validate(body.files, body.format, owner, ip);
  }
}
