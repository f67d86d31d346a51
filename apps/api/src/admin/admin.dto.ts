import { createZodDto } from 'nestjs-zod';
import {
  AdminStatsSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  AlertIdParamsSchema,
  AuditPageSchema,
  AuditQuerySchema,
  ConfigEntrySchema,
  ConfigKeyParamsSchema,
  CreateAdminUserSchema,
  CreatePromoCodeSchema,
  ModelConnectionSchema,
  ModelTestRequestSchema,
  ModelTestResultSchema,
  ModelUsageQuerySchema,
  ModelUsageSchema,
  PlanIdParamsSchema,
  PlanViewSchema,
  PromoCodeIdParamsSchema,
  PromoCodeViewSchema,
  SystemAlertsOverviewSchema,
  SystemAlertViewSchema,
  UpdateAdminUserSchema,
  UpdateConfigSchema,
  UpdatePlanSchema,
  UpdatePromoCodeSchema,
  UserIdParamsSchema,
} from '@infragen/contracts';
import { ONCE_THE_FIELDS_ARE_VALID, requireStrongPassword } from '../users';

export class AdminStatsDto extends createZodDto(AdminStatsSchema) {}
export class AuditQueryDto extends createZodDto(AuditQuerySchema) {}
export class AuditPageDto extends createZodDto(AuditPageSchema) {}
export class AdminUsersQueryDto extends createZodDto(AdminUsersQuerySchema) {}
export class AdminUsersPageDto extends createZodDto(AdminUsersPageSchema) {}
export class CreateAdminUserDto extends createZodDto(
  CreateAdminUserSchema.superRefine(requireStrongPassword, ONCE_THE_FIELDS_ARE_VALID),
) {}
export class UpdateAdminUserDto extends createZodDto(UpdateAdminUserSchema) {}
export class UserIdParamsDto extends createZodDto(UserIdParamsSchema) {}
export class PlanViewDto extends createZodDto(PlanViewSchema) {}
export class UpdatePlanDto extends createZodDto(UpdatePlanSchema) {}
export class PlanIdParamsDto extends createZodDto(PlanIdParamsSchema) {}
export class SystemAlertsOverviewDto extends createZodDto(SystemAlertsOverviewSchema) {}
export class SystemAlertViewDto extends createZodDto(SystemAlertViewSchema) {}
export class AlertIdParamsDto extends createZodDto(AlertIdParamsSchema) {}
export class PromoCodeViewDto extends createZodDto(PromoCodeViewSchema) {}
export class CreatePromoCodeDto extends createZodDto(CreatePromoCodeSchema) {}
export class UpdatePromoCodeDto extends createZodDto(UpdatePromoCodeSchema) {}
export class PromoCodeIdParamsDto extends createZodDto(PromoCodeIdParamsSchema) {}
export class ModelConnectionDto extends createZodDto(ModelConnectionSchema) {}
export class ModelTestRequestDto extends createZodDto(ModelTestRequestSchema) {}
export class ModelTestResultDto extends createZodDto(ModelTestResultSchema) {}
export class ModelUsageQueryDto extends createZodDto(ModelUsageQuerySchema) {}
export class ModelUsageDto extends createZodDto(ModelUsageSchema) {}
export class ConfigEntryDto extends createZodDto(ConfigEntrySchema) {}
export class UpdateConfigDto extends createZodDto(UpdateConfigSchema) {}
export class ConfigKeyParamsDto extends createZodDto(ConfigKeyParamsSchema) {}
