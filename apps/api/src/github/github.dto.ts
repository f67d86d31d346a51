import { createZodDto } from 'nestjs-zod';
import {
  CreateGithubPushRequestSchema,
  CreateGithubRepositoryRequestSchema,
  GithubAuthorizeResponseSchema,
  GithubCallbackRequestSchema,
  GithubConfigSchema,
  GithubConnectionSchema,
  GithubOrganizationListSchema,
  GithubPushIdParamsSchema,
  GithubPushSchema,
  GithubRepositoryPageSchema,
  GithubRepositorySchema,
  ListGithubRepositoriesQuerySchema,
  SelectGithubRepositoryRequestSchema,
} from '@infragen/contracts';

export class GithubConfigDto extends createZodDto(GithubConfigSchema) {}
export class GithubAuthorizeResponseDto extends createZodDto(GithubAuthorizeResponseSchema) {}
export class GithubCallbackDto extends createZodDto(GithubCallbackRequestSchema) {}
export class GithubConnectionDto extends createZodDto(GithubConnectionSchema) {}
export class GithubOrganizationListDto extends createZodDto(GithubOrganizationListSchema) {}
export class ListGithubRepositoriesQueryDto extends createZodDto(ListGithubRepositoriesQuerySchema) {}
export class GithubRepositoryPageDto extends createZodDto(GithubRepositoryPageSchema) {}
export class CreateGithubRepositoryDto extends createZodDto(CreateGithubRepositoryRequestSchema) {}
export class GithubRepositoryDto extends createZodDto(GithubRepositorySchema) {}
export class SelectGithubRepositoryDto extends createZodDto(SelectGithubRepositoryRequestSchema) {}
export class CreateGithubPushDto extends createZodDto(CreateGithubPushRequestSchema) {}
export class GithubPushDto extends createZodDto(GithubPushSchema) {}
export class GithubPushIdParamsDto extends createZodDto(GithubPushIdParamsSchema) {}
