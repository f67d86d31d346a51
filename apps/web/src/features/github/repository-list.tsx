import { Lock } from 'lucide-react';
import { Messages, type GithubRepository } from '@infragen/contracts';
import { cn } from '@/lib/cn';
import { useGetGithubRepositoriesQuery } from './github-api';

const U = Messages.github.ui;
const PER_PAGE = 30;

interface PageProps {
  organization: string | null;
  search: string;
  page: number;
  selected: string | null;
  onSelect(repository: GithubRepository): void;
  /** Only the last page shown may offer the next one. */
  onMore?: () => void;
}

/**
 * One page of repositories. Each time the list opens it asks GitHub again, so a list that was
 * empty (a new account, a repository created elsewhere) refreshes by itself.
 */
export function RepositoryPage({ organization, search, page, selected, onSelect, onMore }: PageProps) {
  const { data, isFetching, isError, error } = useGetGithubRepositoriesQuery(
    { ...(organization ? { organization } : {}), ...(search ? { search } : {}), page, perPage: PER_PAGE },
    { refetchOnMountOrArgChange: true },
  );
  if (isError) {
    const message = (error as { data?: { message?: string } }).data?.message ?? Messages.github.fetchReposFailed('');
    return (
      <p role="alert" className="px-2 py-1 text-sm text-destructive">
        {message}
      </p>
    );
  }
  if (!data) return <p className="px-2 py-1 text-sm text-muted-foreground">{U.loadingRepositories}</p>;
  if (page === 1 && data.repositories.length === 0)
    return (
      <p className="px-2 py-1 text-sm text-muted-foreground">{isFetching ? U.loadingRepositories : U.noRepositories}</p>
    );
  return (
    <>
      {data.repositories.map((repo) => (
        <li key={repo.id}>
          <button
            type="button"
            aria-pressed={repo.full_name === selected}
            onClick={() => onSelect(repo)}
            className={cn(
              'flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
              repo.full_name === selected && 'bg-muted font-medium',
            )}
          >
            <span className="min-w-0 flex-1 truncate">{repo.name}</span>
            {repo.private && (
              <Lock aria-label={U.privateRepository} className="size-3.5 shrink-0 text-muted-foreground" />
            )}
          </button>
        </li>
      ))}
      {data.hasNextPage && onMore && (
        <li>
          <button
            type="button"
            onClick={onMore}
            className="w-full px-2 py-1.5 text-left text-sm text-accent hover:underline"
          >
            {U.loadMore}
          </button>
        </li>
      )}
    </>
  );
}
