import { Generation } from './generation.entity';
import { Conversation } from './conversation.entity';
import { ConversationMessage } from './conversation-message.entity';
import { SystemAlert } from './system-alert.entity';
import { User } from './user.entity';
import { Session } from './session.entity';
import { RefreshToken } from './refresh-token.entity';
import { Profile } from './profile.entity';
import { SystemConfiguration } from './system-configuration.entity';
import { SubscriptionPlan } from './subscription-plan.entity';
import { PromoCode } from './promo-code.entity';
import { PromoCodeRedemption } from './promo-code-redemption.entity';
import { CreditTransaction } from './credit-transaction.entity';
import { AdminAuditEntry } from './admin-audit-entry.entity';
import { GithubConnection } from './github-connection.entity';
import { GithubPush } from './github-push.entity';
import { ContactMessage } from './contact-message.entity';
import { SupportTicket } from './support-ticket.entity';
import { NewsletterSubscription } from './newsletter-subscription.entity';

/** Every entity the ORM knows; the initial migration and the schema check cover exactly these. */
export const ENTITIES = [
  Generation,
  Conversation,
  ConversationMessage,
  SystemAlert,
  User,
  Session,
  RefreshToken,
  Profile,
  SystemConfiguration,
  SubscriptionPlan,
  PromoCode,
  PromoCodeRedemption,
  CreditTransaction,
  AdminAuditEntry,
  GithubConnection,
  GithubPush,
  ContactMessage,
  SupportTicket,
  NewsletterSubscription,
];
export { Generation, Conversation, ConversationMessage, SystemAlert };
export { User, Session, RefreshToken, Profile, SystemConfiguration };
export { MESSAGE_ROLES, type MessageRole } from './conversation-message.entity';
export { SubscriptionPlan, PromoCode, PromoCodeRedemption, CreditTransaction, AdminAuditEntry };
export { GithubConnection, GithubPush };
export type { StoredGithubUser } from './github-connection.entity';
