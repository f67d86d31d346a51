import { useCallback, useEffect, useState } from 'react';
import { Messages, type GithubPushView } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { GithubHeaderProps, GithubSettingsStatus } from '@/entities/github-connection/header-slot';
import { Button } from '@/components/ui/button';
import { socketActions } from '@/lib/socket-actions';
import { refetchGithubConnection, useGetGithubConfigQuery, useGetGithubConnectionQuery } from './github-api';
import { errorCode } from './github-errors';
import { GithubControl } from './github-control';
import { CreateRepositoryDialog } from './create-repository-dialog';
import { PushDialog } from './push-dialog';
import { PushStatus } from './push-status';
import { useConnectGithub } from './use-connect-github';

const U = Messages.github.ui;

/**
 * The workspace header's GitHub side, loaded on first use of /app: Push to GitHub (connected,
 * with a repository selected) and the GitHub control (connect, or the account's control); it
 * reports the connection's real state for Settings. Turned off by the operator, nothing shows;
 * not configured, the control's place says so plainly; unreadable for another reason (the server
 * is in maintenance), nothing shows either.
 */
export default function GithubHeaderActions({ onStatus, ...props }: GithubHeaderProps) {
  const dispatch = useAppDispatch();
  const config = useGetGithubConfigQuery();
  const configCode = errorCode(config.error);
  const disabled = configCode === 'GITHUB_DISABLED';
  // Only a server without GitHub's settings is "not configured". Any other failure to read them
  // (maintenance mode, a network fault) says nothing of GitHub: it would be untrue.
  const notConfigured = configCode === 'GITHUB_NOT_CONFIGURED';
  const connectionQuery = useGetGithubConnectionQuery(undefined, { skip: !config.isSuccess });
  const connection = connectionQuery.data;
  const version = useAppSelector((state) => state.github.connectionVersion);
  const { connect, starting } = useConnectGithub();
  const [organization, setOrganization] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [pushTarget, setPushTarget] = useState<'selected' | 'temporary' | null>(null);
  const [active, setActive] = useState<GithubPushView | null>(null);

  // The server announces changes made elsewhere (a worker selected a temporary repository, marked
  // the token refused; another tab connected): read the connection again.
  useEffect(() => {
    if (version > 0) dispatch(refetchGithubConnection());
  }, [version, dispatch]);
  // Push progress and results arrive over the live connection.
  useEffect(() => {
    if (connection?.connected) dispatch(socketActions.connect());
  }, [connection?.connected, dispatch]);
  const ended = useCallback(() => setActive(null), []);

  const connected = !!connection?.connected && !!connection.github_user;
  const status: GithubSettingsStatus = disabled
    ? 'not-connected'
    : notConfigured
      ? 'unavailable'
      : !connection
        ? null
        : !connected
          ? 'not-connected'
          : connection.status === 'broken'
            ? 'broken'
            : 'connected';
  useEffect(() => onStatus(status), [status, onStatus]);
  const canPush = !!props.generationId && !props.busy && !active;
  const selected = connected && connection!.status === 'active' ? connection!.selected_repo : null;

  return (
    <>
      {active && <PushStatus queued={active} onEnded={ended} />}
      {selected && (
        <Button size="sm" disabled={!canPush} onClick={() => setPushTarget('selected')}>
          {U.pushToGithub}
        </Button>
      )}
      {notConfigured && <span className="text-sm text-muted-foreground">{U.unavailableHint}</span>}
      {config.isSuccess && connection && !connected && (
        <Button variant="outline" size="sm" disabled={starting} onClick={() => void connect()}>
          {U.connect}
        </Button>
      )}
      {connected && (
        <GithubControl
          connection={connection!}
          organization={organization}
          onOrganizationChange={setOrganization}
          onCreateRepository={() => setCreating(true)}
          onPushToTemporary={() => setPushTarget('temporary')}
          canPush={canPush}
        />
      )}
      {connected && (
        <CreateRepositoryDialog
          open={creating}
          onOpenChange={setCreating}
          organizations={connection!.organizations}
          organization={organization}
        />
      )}
      {pushTarget && (
        <PushDialog
          {...props}
          open
          onOpenChange={(open) => !open && setPushTarget(null)}
          repository={pushTarget === 'selected' ? (selected?.full_name ?? null) : null}
          onQueued={setActive}
        />
      )}
    </>
  );
}
