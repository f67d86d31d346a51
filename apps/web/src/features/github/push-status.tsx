import { useEffect, useRef } from 'react';
import { Messages, type GithubPushView } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { githubPushActions } from '@/entities/github-connection/github-push-slice';
import { showToast } from '@/lib/toast';
import { useGetGithubPushQuery } from './github-api';

const P = Messages.github.ui.progress;

/** How often a push is read back while no event has ended it (an event can be missed). */
const POLL_MS = 3000;

/**
 * Follows a push the user asked for: its progress line from the socket events, and the toast of
 * its end (the repository it went to, or the failure's message). The push is also read back now
 * and then, so an event missed (a socket that was reconnecting) does not leave it spinning.
 */
export function PushStatus({ queued, onEnded }: { queued: GithubPushView; onEnded(push: GithubPushView): void }) {
  const dispatch = useAppDispatch();
  const tracked = useAppSelector((state) => state.github.pushes[queued.id]);
  const ended = tracked?.ended ?? null;
  const { data } = useGetGithubPushQuery(queued.id, { pollingInterval: POLL_MS, skip: !!ended });
  const reported = useRef(false);

  useEffect(() => {
    if (data) dispatch(githubPushActions.pushSeen(data));
  }, [data, dispatch]);

  useEffect(() => {
    if (!ended || reported.current) return;
    reported.current = true;
    if (ended.status === 'completed')
      showToast({
        title: Messages.github.codePushedTo(ended.repository ?? ''),
        description: Messages.github.codePushed,
      });
    else
      showToast(
        { title: Messages.github.errorTitle, description: ended.error ?? Messages.http.internal },
        'destructive',
      );
    onEnded(ended);
  }, [ended, onEnded]);

  if (ended) return null;
  const step = tracked?.step ?? null;
  const text =
    step === 'creating-repository'
      ? P.creatingRepository
      : step === 'uploading'
        ? P.uploading(queued.files)
        : step === 'committing'
          ? P.committing
          : step === 'opening-pull-request'
            ? P.openingPullRequest
            : P.queued;
  return (
    <span role="status" className="flex items-center gap-1 text-xs text-muted-foreground">
      <span aria-hidden className="size-3 animate-spin rounded-full border-2 border-border border-t-primary" />
      {text}
    </span>
  );
}
