import { ConversationsRepository } from './conversations.repository';
import { DatabaseProbe } from './database-probe';
import { GenerationsRepository } from './generations.repository';
import { ProfilesRepository } from './profiles.repository';
import { SessionsRepository } from './sessions.repository';
import { SystemAlertsRepository } from './system-alerts.repository';
import { SystemSettingsRepository } from './system-settings.repository';
import { UsersRepository } from './users.repository';
import { PlansRepository } from './plans.repository';
import { CreditsRepository } from './credits.repository';
import { PromoCodesRepository } from './promo-codes.repository';
import { AuditLogRepository } from './audit-log.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminStatsRepository } from './admin-stats.repository';
import { ModelUsageRepository } from './model-usage.repository';
import { ProjectsRepository } from './projects.repository';
import { GithubConnectionsRepository } from './github-connections.repository';
import { GithubPushesRepository } from './github-pushes.repository';
import { SiteFormsRepository } from './site-forms.repository';
import { SiteInboxRepository } from './site-inbox.repository';

/** Every repository: each takes the entity manager and nothing else, so one list wires them all. */
export const REPOSITORIES = [
  ConversationsRepository,
  DatabaseProbe,
  GenerationsRepository,
  ProfilesRepository,
  SessionsRepository,
  SystemAlertsRepository,
  SystemSettingsRepository,
  UsersRepository,
  PlansRepository,
  CreditsRepository,
  PromoCodesRepository,
  AuditLogRepository,
  AdminUsersRepository,
  AdminStatsRepository,
  ModelUsageRepository,
  ProjectsRepository,
  GithubConnectionsRepository,
  GithubPushesRepository,
  SiteFormsRepository,
  SiteInboxRepository,
] as const;
