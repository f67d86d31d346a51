import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProfileRole } from '@infragen/contracts';
import { Profile } from '../entities';

export interface ProfileFields {
  fullName: string;
  businessEmail: string;
  role: ProfileRole;
  organization: string | null;
  linkedinProfile: string | null;
}

/** Users' own profiles; the key is the user's id, so there is at most one each. */
export class ProfilesRepository {
  constructor(private readonly em: EntityManager) {}

  findByUser(userId: string): Promise<Profile | null> {
    return this.em.fork().findOne(Profile, { user: userId });
  }

  /** Creates the profile if there is none, else updates it, in one statement. */
  save(userId: string, fields: ProfileFields): Promise<Profile> {
    return this.em
      .fork()
      .upsert(
        Profile,
        { user: userId, ...fields },
        { onConflictFields: ['user'], onConflictAction: 'merge', onConflictExcludeFields: ['createdAt'] },
      );
  }
}
