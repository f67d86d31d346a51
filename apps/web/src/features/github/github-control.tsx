import { useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { AlertTriangle } from 'lucide-react';
import { Messages, type GithubConnectionView, type GithubRepository } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  useDisconnectGithubMutation,
  useGetGithubOrganizationsQuery,
  useSelectGithubRepositoryMutation,
} from './github-api';
import { RepositoryPage } from './repository-list';
import { useConnectGithub } from './use-connect-github';

const U = Messages.github.ui;

interface Props {
  connection: GithubConnectionView;
  /** The organisation picked in the control ("personal" when null); the create dialog starts from it. */
  organization: string | null;
  onOrganizationChange(organization: string | null): void;
  onCreateRepository(): void;
  onPushToTemporary(): void;
  /** There is code to push (a completed generation, none running). */
  canPush: boolean;
}

/**
 * The GitHub control of a connected account: its avatar and login, the organisation picker
 * (personal by default), the repositories (searchable, page by page) to select from, creating
 * one, a push into a new temporary repository, and disconnecting. A connection GitHub no longer
 * accepts says so and offers to reconnect.
 */
export function GithubControl({
  connection,
  organization,
  onOrganizationChange,
  onCreateRepository,
  onPushToTemporary,
  canPush,
}: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [select] = useSelectGithubRepositoryMutation();
  const [disconnect] = useDisconnectGithubMutation();
  const { connect, starting } = useConnectGithub();
  const orgId = useId();
  const searchId = useId();
  const user = connection.github_user!;
  const broken = connection.status === 'broken';
  const selected = connection.selected_repo?.full_name ?? null;
  // Read from GitHub each time the control opens (memberships change); the stored list meanwhile.
  const fresh = useGetGithubOrganizationsQuery(undefined, { skip: !open || broken, refetchOnMountOrArgChange: true });
  const organizations = fresh.data?.organizations ?? connection.organizations;

  const chooseOrganization = (value: string) => {
    // A different owner: its repositories are listed anew and nothing stays selected.
    onOrganizationChange(value || null);
    setPages(1);
    setSearch('');
    void select(null);
  };
  const choose = (repository: GithubRepository) => void select(repository.full_name);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`${U.control}: ${user.login}`} data-testid="github-control">
          <img src={user.avatar_url} alt="" className="size-5 rounded-full" />
          <span className="max-w-32 truncate">{user.login}</span>
          {broken && <AlertTriangle aria-hidden className="size-4 text-destructive" />}
          {/* A glyph, not the icon the workspace also uses: sharing it would split it into a chunk of its own. */}
          <span aria-hidden>▾</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          aria-label={U.control}
          className="z-50 w-80 space-y-3 rounded-md border border-border bg-background p-3 text-sm shadow-md"
        >
          <p className="text-muted-foreground">{U.account(user.login)}</p>
          {broken ? (
            <div className="space-y-2">
              <p role="alert" className="text-destructive">
                {U.brokenHint}
              </p>
              <Button size="sm" onClick={() => void connect()} disabled={starting}>
                {U.reconnect}
              </Button>
            </div>
          ) : (
            <>
              <div className="space-y-1">
                <Label htmlFor={orgId}>{U.organization}</Label>
                <select
                  id={orgId}
                  value={organization ?? ''}
                  onChange={(event) => chooseOrganization(event.target.value)}
                  className="h-9 w-full rounded-md border border-border bg-background px-2"
                >
                  <option value="">{U.personal}</option>
                  {organizations.map((org) => (
                    <option key={org.id} value={org.login}>
                      {org.login}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1">
                <Label htmlFor={searchId}>{U.searchRepositories}</Label>
                <Input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setPages(1);
                  }}
                  className="h-9"
                />
              </div>
              {selected && <p className="truncate text-muted-foreground">{U.selected(selected)}</p>}
              <ul aria-label={U.repositories} className="max-h-56 overflow-y-auto rounded-md border border-border p-1">
                {open &&
                  Array.from({ length: pages }, (_, i) => (
                    <RepositoryPage
                      key={`${organization}:${search.trim()}:${i + 1}`}
                      organization={organization}
                      search={search.trim()}
                      page={i + 1}
                      selected={selected}
                      onSelect={choose}
                      onMore={i + 1 === pages ? () => setPages(pages + 1) : undefined}
                    />
                  ))}
              </ul>
              <div className="flex flex-col items-stretch gap-1">
                <Button variant="outline" size="sm" onClick={() => (setOpen(false), onCreateRepository())}>
                  {U.createRepository}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!canPush}
                  onClick={() => (setOpen(false), onPushToTemporary())}
                >
                  {U.pushToTemporary}
                </Button>
              </div>
            </>
          )}
          <Button variant="ghost" size="sm" className="w-full" onClick={() => (setOpen(false), void disconnect())}>
            {U.disconnect}
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
