import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Profile, ProfileResponse } from '@infragen/contracts';
import { CurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { ProfileInputDto, ProfileResponseDto } from './profiles.dto';
import { ProfilesService } from './profiles.service';

@ApiTags('profile')
@ApiBearerAuth()
@RequireUser()
@Controller('profile')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get()
  @ApiOkResponse({ type: ProfileResponseDto, description: "The signed-in user's profile; null until first saved." })
  async read(@CurrentUser() user: AuthenticatedUser): Promise<ProfileResponse> {
    return { profile: await this.profiles.read(user.id) };
  }

  @Put()
  @ApiOkResponse({ description: 'The saved profile (created on first save).' })
  async save(@CurrentUser() user: AuthenticatedUser, @Body() body: ProfileInputDto): Promise<Profile> {
    return this.profiles.save(
      user.id,
      body as ProfileInputDto & { organization: string | null; linkedin_profile: string | null },
    );
  }
}
