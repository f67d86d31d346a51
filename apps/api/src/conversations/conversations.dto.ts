import { createZodDto } from 'nestjs-zod';
import {
  ConversationDetailSchema,
  ConversationIdParamsSchema,
  ConversationListSchema,
  ListConversationsQuerySchema,
} from '@infragen/contracts';

export class ListConversationsQueryDto extends createZodDto(ListConversationsQuerySchema) {}
export class ConversationListDto extends createZodDto(ConversationListSchema) {}
export class ConversationIdParamsDto extends createZodDto(ConversationIdParamsSchema) {}
export class ConversationDetailDto extends createZodDto(ConversationDetailSchema) {}
