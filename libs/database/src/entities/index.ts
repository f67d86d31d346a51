import { Generation } from './generation.entity';
import { Conversation } from './conversation.entity';
import { ConversationMessage } from './conversation-message.entity';
import { SystemAlert } from './system-alert.entity';
import { User } from './user.entity';
import { Session } from './session.entity';
import { RefreshToken } from './refresh-token.entity';
import { Profile } from './profile.entity';

/** Every entity the ORM knows; the initial migration and the schema check cover exactly these. */
export const ENTITIES = [Generation, Conversation, ConversationMessage, SystemAlert, User, Session, RefreshToken, Profile];
export { Generation, Conversation, ConversationMessage, SystemAlert };
export { User, Session, RefreshToken, Profile };
export { MESSAGE_ROLES, type MessageRole } from './conversation-message.entity';
export { ALERT_SEVERITIES, type AlertSeverity } from './system-alert.entity';
export type { GenerationResult } from './generation.entity';
