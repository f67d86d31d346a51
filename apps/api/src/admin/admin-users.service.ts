import { Injectable } from '@nestjs/common';
import {
  ADMIN_USERS_PAGE_SIZE,
  AdminPanelCopy,
  AppError,
  type AdminUserRow,
  type AdminUsersPage,
  type CreateAdminUser,
  type UpdateAdminUser,
} from '@infragen/contracts';
import { AdminUsersRepository, CreditsRepository, PlansRepository } from '@infragen/database';
import type { AuthenticatedUser } from '../auth';
import { AuditService } from '../audit';
import { CreditsService } from '../credits';
import { RealtimeService } from '../realtime';
import { UsersService } from '../users';

const M = AdminPanelCopy.users;
const A = AdminPanelCopy.audit;

/** User Management: search, create, change a role, disable and enable, move to a plan; each change recorded. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly accounts: UsersService,
    private readonly plans: PlansRepository,
    private readonly credits: CreditsRepository,
    private readonly welcome: CreditsService,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  async search(search: string | undefined, page: number): Promise<AdminUsersPage> {
    const found = await this.users.search({ search, page, pageSize: ADMIN_USERS_PAGE_SIZE });
    return { ...found, page, pageSize: ADMIN_USERS_PAGE_SIZE };
  }

  /** An account made by an administrator: verified at once, with the welcome credits and free plan of any new account. */
  async create(input: Required<CreateAdminUser>, actor: AuthenticatedUser): Promise<AdminUserRow> {
    const user = await this.accounts.create({
      fullName: input.fullName,
      email: input.email,
      password: input.password,
      role: input.role,
      emailVerified: true,
    });
    await this.welcome.welcome(user.id);
    await this.audit.record(actor, {
      action: 'user.create',
      summary: A.userCreated(user.email, input.role),
      targetType: 'user',
      targetId: user.id,
    });
    return (await this.users.findRow(user.id))!;
  }

  /**
   * One change to an account. An administrator cannot change their own role or disable
   * themselves (so one is always left). A disabled account's sessions end, and its sockets are
   * closed at once; a changed role closes them too, so they reconnect with what they may hear now.
   */
  async update(id: string, change: UpdateAdminUser, actor: AuthenticatedUser): Promise<AdminUserRow> {
    if (id === actor.id && (change.role !== undefined || change.disabled !== undefined))
      throw new AppError('OWN_ACCOUNT_LOCKED', M.ownAccount);
    const row = await this.users.findRow(id);
    if (!row) throw new AppError('USER_NOT_FOUND', M.notFound);
    const target = { targetType: 'user', targetId: id };
    if (change.role !== undefined) {
      await this.users.setRole(id, change.role);
      this.realtime.disconnectUser(id);
      await this.audit.record(actor, { action: 'user.role', summary: A.userRole(row.email, change.role), ...target });
    } else if (change.disabled !== undefined) {
      await this.users.setDisabled(id, change.disabled);
      if (change.disabled) this.realtime.disconnectUser(id);
      await this.audit.record(actor, {
        action: change.disabled ? 'user.disable' : 'user.enable',
        summary: change.disabled ? A.userDisabled(row.email) : A.userEnabled(row.email),
        ...target,
      });
    } else if (change.planId !== undefined) {
      const plan = change.planId === null ? null : await this.plans.findById(change.planId);
      if (change.planId !== null && !plan) throw new AppError('PLAN_NOT_FOUND', AdminPanelCopy.plans.notFound);
      await this.credits.setPlan(id, change.planId);
      await this.audit.record(actor, {
        action: 'user.plan',
        summary: A.userPlan(row.email, plan?.name ?? M.noPlan),
        details: { planId: change.planId },
        ...target,
      });
    }
    return (await this.users.findRow(id))!;
  }
}
