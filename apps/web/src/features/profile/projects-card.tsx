import { FolderKanban, Trash2 } from 'lucide-react';
import { AccountCopy, Messages } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useDeleteProjectMutation, useGetProjectsQuery } from './profile-api';

const P = AccountCopy.projects;

/** The user's projects (saved conversations), how many they keep, and deleting one. */
export function ProjectsCard() {
  const { data, isError } = useGetProjectsQuery();
  const [remove, { isLoading }] = useDeleteProjectMutation();

  const onDelete = async (id: string, title: string) => {
    if (!window.confirm(P.confirmDelete(title))) return;
    try {
      await remove(id).unwrap();
      showToast({ title: P.deleted });
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, P.failedToDelete) }, 'destructive');
    }
  };

  return (
    <Card className="mt-8">
      <CardTitle className="flex items-center gap-2">
        <FolderKanban className="size-5" aria-hidden />
        {P.title}
      </CardTitle>
      {isError && <p className="mt-2 text-sm text-destructive">{P.failedToLoad}</p>}
      {data && (
        <>
          <p className="mt-2 text-sm" data-testid="projects-kept">
            {P.kept(data.projects.length, data.limit)}
          </p>
          {data.limit !== null && <p className="text-sm text-muted-foreground">{P.retention(data.limit)}</p>}
          {data.projects.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">{P.none}</p>
          ) : (
            <ul className="mt-4 divide-y divide-border">
              {data.projects.map((project) => (
                <li key={project.id} className="flex items-center justify-between gap-4 py-2 text-sm">
                  <span className="min-w-0 truncate">{project.title}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={isLoading}
                    aria-label={`${P.delete}: ${project.title}`}
                    onClick={() => void onDelete(project.id, project.title)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
