import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SiteStatus } from '@infragen/contracts';
import { MaintenanceService } from './maintenance.service';

/** Public: what every page needs of the operator's settings (the maintenance banner, whether sign-up is open). */
@ApiTags('status')
@Controller('status')
export class StatusController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Get()
  @ApiOkResponse({ description: 'maintenanceMode, maintenanceMessage, registrationEnabled, supportEmail' })
  status(): Promise<SiteStatus> {
    return this.maintenance.status();
  }
}
