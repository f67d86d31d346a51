import { z } from 'zod';
import { AdminPanelCopy } from '../admin-panel-copy';
import { ACCOUNT_ROLES } from './auth-limits';
import { NewPasswordSchema, SignUpRequestSchema } from './auth';

/** `GET /api/admin/stats`: the dashboard's four counters. */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Projects (saved conversations) kept by signed-in users. */
  activeProjects: z.number().int(),
  unresolvedAlerts: z.number().int(),
  activePromoCodes: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** One row of User Management: the account with its profile's name and organization when it has one. */
const AdminUserRowSchema = z.object({
  id: z.uuid(),
  /** The profile's name, else the account's; null when neither has one ("No name"). */
  full_name: z.string().nullable(),
  email: z.string(),
  organization: z.string().nullable(),
  role: z.enum(ACCOUNT_ROLES),
  created_at: z.string(),
  disabled: z.boolean(),
  credits: z.number().int(),
  plan_id: z.uuid().nullable(),
  plan_name: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;

/** `GET /api/admin/users?search=&page=`: newest first, `search` matching name, email or organization. */
export const AdminUsersQuerySchema = z.strictObject({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/** `PATCH /api/admin/users/:id`: one change at a time (each is confirmed and recorded on its own). */
export const UpdateAdminUserSchema = z
  .strictObject({
    role: z.enum(ACCOUNT_ROLES).optional(),
    disabled: z.boolean().optional(),
    planId: z.uuid().nullable().optional(),
  })
  .refine((body) => Object.values(body).filter((v) => v !== undefined).length === 1, {
    error: AdminPanelCopy.users.oneChange,
  });
export type UpdateAdminUser = z.infer<typeof UpdateAdminUserSchema>;

/** `POST /api/admin/users`: an account made by an administrator, verified at once (the operator vouches for it). */
export const CreateAdminUserSchema = z.strictObject({
  fullName: SignUpRequestSchema.shape.fullName,
  email: SignUpRequestSchema.shape.email,
  password: NewPasswordSchema,
  role: z.enum(ACCOUNT_ROLES).default('user'),
});
export type CreateAdminUser = z.input<typeof CreateAdminUserSchema>;

export const UserIdParamsSchema = z.strictObject({ id: z.uuid() });

/** One admin action as the audit log shows it: who, what (a sentence from the catalogue), when. */
const AuditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  summary: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** `GET /api/admin/audit?before=&limit=`: newest first. */
export const AuditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** `createdAt` of the last entry of the previous page. */
  before: z.iso.datetime({ offset: true }).optional(),
});

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
