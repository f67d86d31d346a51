import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminPanelCopy, type ParsedPromoCode, type PromoCodeView } from '@infragen/contracts';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '../auth';
import { AuditService } from '../audit';
import { PromoCodesService } from '../promo-codes';
import { CreatePromoCodeDto, PromoCodeIdParamsDto, PromoCodeViewDto, UpdatePromoCodeDto } from './admin.dto';

const A = AdminPanelCopy.audit;

/** Promo Codes: the list, creating one (code uppercased and unique), activating and deactivating; each recorded. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireAdmin()
@Controller('admin/promo-codes')
export class AdminPromoCodesController {
  constructor(
    private readonly promos: PromoCodesService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [PromoCodeViewDto], description: 'Newest first.' })
  list(): Promise<PromoCodeView[]> {
    return this.promos.list();
  }

  @Post()
  @ApiCreatedResponse({ type: PromoCodeViewDto, description: '409 PROMO_CODE_TAKEN when the code exists.' })
  async create(@Body() body: CreatePromoCodeDto, @CurrentUser() admin: AuthenticatedUser): Promise<PromoCodeView> {
    const promo = await this.promos.create(body as unknown as ParsedPromoCode, admin.id);
    await this.audit.record(admin, {
      action: 'promo.create',
      summary: A.promoCreated(promo.code),
      targetType: 'promo_code',
      targetId: promo.id,
    });
    return promo;
  }

  @Patch(':id')
  @ApiOkResponse({ type: PromoCodeViewDto })
  async setActive(
    @Param() params: PromoCodeIdParamsDto,
    @Body() body: UpdatePromoCodeDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<PromoCodeView> {
    const promo = await this.promos.setActive(params.id, body.is_active);
    await this.audit.record(admin, {
      action: body.is_active ? 'promo.activate' : 'promo.deactivate',
      summary: body.is_active ? A.promoActivated(promo.code) : A.promoDeactivated(promo.code),
      targetType: 'promo_code',
      targetId: promo.id,
    });
    return promo;
  }
}
