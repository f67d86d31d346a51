import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '../auth';
import { csvFileName } from './inbox-csv';
import { SiteFormExportQueryDto, SiteFormKindParamsDto } from './site.dto';
import { SiteInboxService } from './site-inbox.service';

/** A list of the inbox as a CSV file, for a spreadsheet or a mailing tool. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/site')
export class SiteExportController {
  constructor(private readonly inbox: SiteInboxService) {}

  @Get(':kind/export')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'Every item of the list (or its open or handled part), newest first, as UTF-8 CSV (RFC 4180). A cell that starts with = + - @ gets a leading apostrophe, so a spreadsheet does not run it.',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  // People's names and addresses: not for any cache on the way.
  @Header('cache-control', 'no-store')
  async export(
    @Param() params: SiteFormKindParamsDto,
    @Query() query: SiteFormExportQueryDto,
    @CurrentUser() admin: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const text = await this.inbox.exportCsv(params.kind, query.state, admin);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${csvFileName(params.kind)}"`);
    return text;
  }
}
