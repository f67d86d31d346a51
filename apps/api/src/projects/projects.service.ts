import { Injectable } from '@nestjs/common';
import { AccountCopy, AppError, type ProjectsOverview } from '@infragen/contracts';
import { ProjectsRepository } from '@infragen/database';
import { SettingsService } from '../settings';

/** max_projects_per_user as a limit: 0 (or less) means the operator set none. */
function limitOf(setting: number): number | null {
  return setting > 0 ? Math.floor(setting) : null;
}

/**
 * Projects: a user's saved conversations with the code generated in them. A user keeps at most
 * max_projects_per_user; when a new one starts beyond that, the least recently used go (never
 * one still generating).
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
      })),
      limit: limitOf(settings.max_projects_per_user),
    };
  }

  async remove(userId: string, id: string): Promise<void> {
    const outcome = await this.projects.remove(userId, id);
    if (outcome === 'missing') throw new AppError('PROJECT_NOT_FOUND', AccountCopy.projects.notFound);
    if (outcome === 'busy') throw new AppError('PROJECT_BUSY', AccountCopy.projects.busy);
  }

  /** After a new project started: keeps the user's most recently used ones within the limit. */
  async keepWithinLimit(userId: string): Promise<string[]> {
    const limit = limitOf((await this.settings.current()).max_projects_per_user);
    return limit === null ? [] : this.projects.keepLatest(userId, limit);
  }
}
