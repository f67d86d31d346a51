import { Entity, OneToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import type { ProfileRole } from '@infragen/contracts';
import { User } from './user.entity';

/** A user's own profile (name, business email, role, organization, LinkedIn); its key is the user's id, so there is at most one. */
@Entity({ tableName: 'profiles' })
export class Profile {
  [OptionalProps]?: 'organization' | 'linkedinProfile' | 'createdAt' | 'updatedAt';

  @OneToOne(() => User, { primary: true, ref: true, deleteRule: 'cascade', fieldName: 'id' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  fullName!: string;

  @Property({ type: 'text' })
  businessEmail!: string;

  @Property({ type: 'text' })
  role!: ProfileRole;

  @Property({ type: 'text', nullable: true })
  organization: string | null = null;

  @Property({ type: 'text', nullable: true })
  linkedinProfile: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
