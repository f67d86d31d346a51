import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Owner, type RequestOwner } from '../auth';
import {
  ConversationDetailDto,
  ConversationIdParamsDto,
  ConversationListDto,
  ListConversationsQueryDto,
} from './conversations.dto';
import { ConversationsService } from './conversations.service';

@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get()
  @ApiOkResponse({
    type: ConversationListDto,
    description: "The signed-in user's active (not archived) conversations, most recently active first.",
  })
  @ApiUnauthorizedResponse({ description: 'Not signed in.' })
  list(@Query() query: ListConversationsQueryDto, @Owner() owner: RequestOwner) {
    return this.conversations.list(owner, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ConversationDetailDto })
  @ApiNotFoundResponse({ description: 'No such conversation, or not yours.' })
  detail(@Param() params: ConversationIdParamsDto, @Owner() owner: RequestOwner) {
    return this.conversations.detail(params.id, owner);
  }
}
