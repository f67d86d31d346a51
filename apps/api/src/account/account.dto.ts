import { createZodDto } from 'nestjs-zod';
import {
  CreditsOverviewSchema,
  ProjectIdParamsSchema,
  ProjectsOverviewSchema,
  RedeemPromoCodeSchema,
  RedemptionSchema,
} from '@infragen/contracts';

export class CreditsOverviewDto extends createZodDto(CreditsOverviewSchema) {}
export class RedeemPromoCodeDto extends createZodDto(RedeemPromoCodeSchema) {}
export class RedemptionDto extends createZodDto(RedemptionSchema) {}
export class ProjectsOverviewDto extends createZodDto(ProjectsOverviewSchema) {}
export class ProjectIdParamsDto extends createZodDto(ProjectIdParamsSchema) {}
