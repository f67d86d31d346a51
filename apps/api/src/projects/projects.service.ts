import { Injectable } from '@nestjs/common';
import { AccountCopy, AppError, ProjectLimitCopy, type ProjectsOverview } from '@infragen/contracts';
import { ProjectsRepository } from '@infragen/database';
import { SettingsService } from '../settings';

/** max_projects_per_user as a limit: 0 (or less) means the operator set none. */
function limitOf(setting: number): number | null {
  return setting > 0 ? Math.floor(setting) : null;
}

function notFound(): AppError {
  return new AppError('PROJECT_NOT_FOUND', AccountCopy.projects.notFound);
}

/**
 * Projects: a user's saved conversations with the code generated in them. The operator's
 * max_projects_per_user bounds how many are active: at it, a new conversation is refused and the
 * user chooses what to archive or delete. Nothing is ever removed but by its owner (decision 031).
 */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly settings: SettingsService,
  ) {}

  async overview(userId: string): Promise<ProjectsOverview> {
    const [projects, settings] = await Promise.all([this.projects.list(userId), this.settings.current()]);
    return {
      projects: projects.map((p) => ({
        id: p.id,
        title: p.title,
        generations: p.generations,
        updatedAt: p.updatedAt.toISOString(),
        archivedAt: p.archivedAt?.toISOString() ?? null,
      })),
      active: projects.filter((p) => p.archivedAt === null).length,
      limit: limitOf(settings.max_projects_per_user),
    };
  }

  /**
   * Before a new conversation starts (and before its credit is spent): AppError
   * PROJECT_LIMIT_REACHED when the user's active projects are at the limit. Two starts at once may
   * both pass; the limit bounds new work, so one project over is harmless and nothing is removed.
   */
  async assertRoomForNew(userId: string): Promise<void> {
    const limit = limitOf((await this.settings.current()).max_projects_per_user);
    if (limit === null) return;
    if ((await this.projects.countActive(userId)) >= limit)
      throw new AppError('PROJECT_LIMIT_REACHED', ProjectLimitCopy.reached(limit));
  }

  async archive(userId: string, id: string): Promise<void> {
    if (!(await this.projects.archive(userId, id))) throw notFound();
  }

  /** Makes an archived project active again, if that keeps the user within the limit. */
  async restore(userId: string, id: string): Promise<void> {
    const limit = limitOf((await this.settings.current()).max_projects_per_user);
    const outcome = await this.projects.restore(userId, id, limit);
    if (outcome === 'missing') throw notFound();
    if (outcome === 'limit') throw new AppError('PROJECT_LIMIT_REACHED', ProjectLimitCopy.restoreRefused(limit ?? 0));
  }

  async remove(userId: string, id: string): Promise<void> {
    const outcome = await this.projects.remove(userId, id);
    if (outcome === 'missing') throw notFound();
    if (outcome === 'busy') throw new AppError('PROJECT_BUSY', AccountCopy.projects.busy);
  }
}
