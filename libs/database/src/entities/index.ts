import { Generation } from './generation.entity';
import { User } from './user.entity';
import { Session } from './session.entity';
import { RefreshToken } from './refresh-token.entity';
import { Profile } from './profile.entity';

/** Every entity the ORM knows; the initial migration and the schema check cover exactly these. */
export const ENTITIES = [Generation, User, Session, RefreshToken, Profile];
export { Generation };
export { User, Session, RefreshToken, Profile };
export type { GenerationResult } from './generation.entity';
