import { Injectable } from '@nestjs/common';
import type { Profile as ProfileView, ProfileRole } from '@infragen/contracts';
import { ProfilesRepository, type Profile } from '@infragen/database';

export interface ProfileFields {
  full_name: string;
  business_email: string;
  role: ProfileRole;
  organization: string | null;
  linkedin_profile: string | null;
}

function view(profile: Profile): ProfileView {
  return {
    id: profile.user.id,
    full_name: profile.fullName,
    business_email: profile.businessEmail,
    role: profile.role,
    organization: profile.organization,
    linkedin_profile: profile.linkedinProfile,
    created_at: profile.createdAt.toISOString(),
  };
}

/**
 * The current user's own profile. Every method takes the user id from the session, never from the
 * request, so nobody can read or write another user's profile.
 */
@Injectable()
export class ProfilesService {
  constructor(private readonly profiles: ProfilesRepository) {}

  async read(userId: string): Promise<ProfileView | null> {
    const profile = await this.profiles.findByUser(userId);
    return profile ? view(profile) : null;
  }

  /** Creates the profile if there is none, else updates it. */
  async save(userId: string, fields: ProfileFields): Promise<ProfileView> {
    const profile = await this.profiles.save(userId, {
      fullName: fields.full_name,
      businessEmail: fields.business_email,
      role: fields.role,
      organization: fields.organization,
      linkedinProfile: fields.linkedin_profile,
    });
    return view(profile);
  }
}
