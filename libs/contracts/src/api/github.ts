import { z } from 'zod';
import { Messages } from '../messages';
import { FORMATS, type FormatId, type PlatformId } from '../platforms';

/** What the product asks GitHub for: private repositories, the profile, organisation membership. */
export const GITHUB_SCOPES = ['repo', 'user', 'read:org'] as const;

/** Every generated file goes under this folder of the repository. */
export const PUSH_FOLDER = 'infrastructure';
/** Name prefix of the temporary repositories a push creates when none is selected. */
export const TEMPORARY_REPO_PREFIX = 'infragen-temp-';

/** `GET /api/github/config`: what the browser needs to start connecting. */
export const GithubConfigSchema = z.object({
  clientId: z.string(),
  /** GitHub's web address (github.com or a GitHub Enterprise Server). */
  webUrl: z.string(),
  scopes: z.array(z.string()),
});
export type GithubConfig = z.infer<typeof GithubConfigSchema>;

const GithubUserSchema = z.object({
  login: z.string(),
  name: z.string().nullable(),
  avatar_url: z.string(),
});

const GithubOrganizationSchema = z.object({
  login: z.string(),
  id: z.number().int(),
  avatar_url: z.string(),
});
export type GithubOrganization = z.infer<typeof GithubOrganizationSchema>;

export const GithubRepositorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  full_name: z.string(),
  private: z.boolean(),
  html_url: z.string(),
  description: z.string().nullable(),
  default_branch: z.string(),
});
export type GithubRepository = z.infer<typeof GithubRepositorySchema>;

/** `active`, or `broken`: GitHub refused the stored token (revoked or expired) and the user must reconnect. */
export const GITHUB_CONNECTION_STATUSES = ['active', 'broken'] as const;
export type GithubConnectionStatus = (typeof GITHUB_CONNECTION_STATUSES)[number];

/**
 * `GET /api/github/connection`: the signed-in user's connection (the token never leaves the
 * server). Not connected: `connected` false and the rest null or empty.
 */
export const GithubConnectionSchema = z.object({
  connected: z.boolean(),
  status: z.enum(GITHUB_CONNECTION_STATUSES).nullable(),
  github_user: GithubUserSchema.nullable(),
  organizations: z.array(GithubOrganizationSchema),
  selected_repo: GithubRepositorySchema.nullable(),
  scopes: z.array(z.string()),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type GithubConnectionView = z.infer<typeof GithubConnectionSchema>;

/** `POST /api/github/authorize`: where to send the browser (GitHub's authorize page). */
export const GithubAuthorizeResponseSchema = z.object({ url: z.string() });

/** `POST /api/github/callback`: what GitHub handed back to /auth/github/callback. */
export const GithubCallbackRequestSchema = z.strictObject({
  code: z
    .string({ error: Messages.github.noAuthorizationCode })
    .trim()
    .min(1, Messages.github.noAuthorizationCode)
    .max(200),
  state: z.string({ error: Messages.github.stateInvalid }).trim().min(1, Messages.github.stateInvalid).max(200),
});

/** An organisation login, as GitHub allows them; absent means the personal account. */
const organization = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, Messages.github.organizationInvalid)
  .optional();

/** `GET /api/github/organizations`: the organisations the account belongs to, read from GitHub now. */
export const GithubOrganizationListSchema = z.object({ organizations: z.array(GithubOrganizationSchema) });

/** `GET /api/github/repositories`: one page of the personal account's or an organisation's repositories. */
export const ListGithubRepositoriesQuerySchema = z.strictObject({
  organization,
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(30),
});
export type ListGithubRepositoriesQuery = z.input<typeof ListGithubRepositoriesQuerySchema>;

export const GithubRepositoryPageSchema = z.object({
  repositories: z.array(GithubRepositorySchema),
  page: z.number().int(),
  hasNextPage: z.boolean(),
});
export type GithubRepositoryPage = z.infer<typeof GithubRepositoryPageSchema>;

/** GitHub's rule for repository names (after trimming): letters, digits, `.`, `-`, `_`, at most 100. */
const REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** `POST /api/github/repositories`: the create-repository dialog. */
export const CreateGithubRepositoryRequestSchema = z.strictObject({
  name: z
    .string({ error: Messages.github.repoNameRequired })
    .trim()
    .min(1, Messages.github.repoNameRequired)
    .regex(REPO_NAME, Messages.github.repoNameInvalid)
    .refine((name) => name !== '.' && name !== '..', Messages.github.repoNameInvalid),
  description: z
    .string()
    .trim()
    .max(350)
    .optional()
    .transform((v) => v || Messages.github.defaultRepoDescription),
  private: z.boolean().default(false),
  organization,
});
export type CreateGithubRepositoryRequest = z.input<typeof CreateGithubRepositoryRequestSchema>;

/** `PUT /api/github/selected-repository`: choose a repository (owner/name), or none. */
export const SelectGithubRepositoryRequestSchema = z.strictObject({
  repoFullName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/, Messages.github.repoFullNameInvalid)
    .nullable(),
});

/** A file name the user gives: one path segment, no folders, no dot-only names. */
const FILENAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;

/**
 * Whether a path segment is `.git` in any letter case: Git refuses to track such a path, and on
 * a case-insensitive checkout `.GIT/config` would write into the repository's own folder.
 */
export function isGitSegment(segment: string): boolean {
  return segment.toLowerCase() === '.git';
}

/** `POST /api/github/pushes`: push a completed generation's files. */
export const CreateGithubPushRequestSchema = z.strictObject({
  generationId: z.uuid(),
  commitMessage: z
    .string()
    .trim()
    .min(1, Messages.github.commitMessageRequired)
    .max(2000)
    .default(Messages.github.defaultCommitMessage),
  /** Names the file of a one-file answer (under infrastructure/). */
  filename: z
    .string()
    .trim()
    .max(100, Messages.github.filenameInvalid)
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(FILENAME, Messages.github.filenameInvalid)
        .refine((name) => !isGitSegment(name), Messages.github.filenameReserved)
        .optional(),
    ),
  /** A new branch and a pull request instead of a commit on the default branch. */
  pullRequest: z.boolean().default(false),
  /** With no repository selected: create a temporary one (the default) instead of refusing. */
  autoCreate: z.boolean().default(true),
  /** Whether a temporary repository is private. */
  private: z.boolean().default(false),
  /** Add `infrastructure/README.md` with a Mermaid diagram of what the code creates (GitHub draws it). */
  diagram: z.boolean().default(true),
});
export type CreateGithubPushRequest = z.input<typeof CreateGithubPushRequestSchema>;

export const GITHUB_PUSH_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type GithubPushStatus = (typeof GITHUB_PUSH_STATUSES)[number];

/** A push as `GET /api/github/pushes/:id` answers it (and `POST` answers it queued). */
export const GithubPushSchema = z.object({
  id: z.uuid(),
  generationId: z.uuid(),
  status: z.enum(GITHUB_PUSH_STATUSES),
  /** owner/name; null until a temporary repository has been created. */
  repository: z.string().nullable(),
  pullRequest: z.boolean(),
  files: z.number().int(),
  branch: z.string().nullable(),
  commitSha: z.string().nullable(),
  commitUrl: z.string().nullable(),
  pullRequestUrl: z.string().nullable(),
  repositoryUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GithubPushView = z.infer<typeof GithubPushSchema>;

export const GithubPushIdParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * The file a one-file answer is pushed as when the user names none: `infrastructure.<ext>` in a
 * temporary repository (the quick push), else `{platform}-infrastructure-{timestamp}.<ext>` with
 * the ISO time's `:` and `.` made `-`. The extension is the format's own (.tf, .yaml, .json, .bicep).
 *
 * @example
 *   defaultPushFilename('aws', 'terraform-aws', new Date('2026-01-02T03:04:05.678Z'), false)
 *   // 'aws-infrastructure-2026-01-02T03-04-05-678Z.tf'
 */
export function defaultPushFilename(platform: PlatformId, format: FormatId, at: Date, temporary: boolean): string {
  const extension = FORMATS[format].extension;
  if (temporary) return `infrastructure${extension}`;
  return `${platform}-infrastructure-${at.toISOString().replace(/[:.]/g, '-')}${extension}`;
}
