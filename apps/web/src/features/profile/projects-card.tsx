import { Archive, ArchiveRestore, FolderKanban, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { AccountCopy, Messages, type ProjectsOverview } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { ProjectLimitNotice } from '@/widgets/project-limit/project-limit-notice';
import { useArchiveProjectMutation, useDeleteProjectMutation, useGetProjectsQuery } from './profile-api';

const P = AccountCopy.projects;
type Project = ProjectsOverview['projects'][number];

/**
 * The user's projects (saved conversations): how many are active against the limit, and the
 * person's own choices — open, archive (kept, not counted), restore, delete. Nothing else ever
 * removes one.
 */
export function ProjectsCard() {
  const { data, isError } = useGetProjectsQuery();
  const [remove, removing] = useDeleteProjectMutation();
  const [archive, archiving] = useArchiveProjectMutation();
  const busy = removing.isLoading || archiving.isLoading;

  const onDelete = async (project: Project) => {
    if (!window.confirm(P.confirmDelete(project.title))) return;
    try {
      await remove(project.id).unwrap();
      showToast({ title: P.deleted });
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, P.failedToDelete) }, 'destructive');
    }
  };

  const onArchive = async (project: Project, archived: boolean) => {
    try {
      await archive({ id: project.id, archived }).unwrap();
      showToast({ title: archived ? P.archived : P.restored });
    } catch (error) {
      const fallback = archived ? P.failedToArchive : P.failedToRestore;
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, fallback) }, 'destructive');
    }
  };

  const row = (project: Project) => {
    const archived = project.archivedAt !== null;
    return (
      <li key={project.id} className="flex items-center justify-between gap-2 py-2 text-sm">
        <span className="min-w-0 flex-1 truncate">{project.title}</span>
        <Button asChild variant="link" size="sm">
          <Link to={`/app?c=${project.id}`} aria-label={`${P.open}: ${project.title}`}>
            {P.open}
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`${archived ? P.restore : P.archive}: ${project.title}`}
          title={archived ? P.restore : P.archive}
          onClick={() => void onArchive(project, !archived)}
        >
          {archived ? <ArchiveRestore className="size-4" aria-hidden /> : <Archive className="size-4" aria-hidden />}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`${P.delete}: ${project.title}`}
          title={P.delete}
          onClick={() => void onDelete(project)}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </li>
    );
  };

  const active = data?.projects.filter((p) => p.archivedAt === null) ?? [];
  const archived = data?.projects.filter((p) => p.archivedAt !== null) ?? [];
  return (
    <Card className="mt-8" id="projects">
      <CardTitle className="flex items-center gap-2">
        <FolderKanban className="size-5" aria-hidden />
        {P.title}
      </CardTitle>
      {isError && <p className="mt-2 text-sm text-destructive">{P.failedToLoad}</p>}
      {data && (
        <>
          <p className="mt-2 text-sm" data-testid="projects-kept">
            {P.kept(data.active, data.limit)}
          </p>
          {data.limit !== null && <p className="text-sm text-muted-foreground">{P.retention(data.limit)}</p>}
          <ProjectLimitNotice active={data.active} limit={data.limit} className="mt-3" />
          {active.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">{P.none}</p>
          ) : (
            <ul className="mt-4 divide-y divide-border" data-testid="projects-active">
              {active.map(row)}
            </ul>
          )}
          {archived.length > 0 && (
            <section className="mt-6" aria-labelledby="projects-archived-title">
              <h3 id="projects-archived-title" className="text-sm font-semibold">
                {P.archivedTitle}
              </h3>
              <ul className="mt-2 divide-y divide-border" data-testid="projects-archived">
                {archived.map(row)}
              </ul>
            </section>
          )}
        </>
      )}
    </Card>
  );
}
