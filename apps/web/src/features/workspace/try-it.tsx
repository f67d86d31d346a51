import { Link } from 'react-router';
import { PLATFORMS, SiteCopy, WorkspaceCopy } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ChatInput } from './chat-input';
import { ChatList } from './chat-list';
import { CodeOutput } from './code-output';
import { PlatformTiles } from './platform-tiles';
import { useTriedConversation } from './use-tried-conversation';
import { workspaceSliceActions } from './workspace-slice';

/**
 * The landing's "try it": the workspace's own platform tiles, request box, chat and code panel,
 * for a visitor without an account (their generations belong to the anonymous session the first
 * one opens). The chat and the code appear with the first request; the editor loads with the
 * first code; a reload shows the conversation again. The state is the workspace's own, so what
 * was tried is /app's once the visitor signs in (the account takes the conversation over).
 */
export function TryIt() {
  const dispatch = useAppDispatch();
  const platform = useAppSelector((s) => s.workspace.platform);
  const started = useAppSelector((s) => s.conversation.messages.length > 0 || s.conversation.active !== null);
  const signedIn = useAppSelector((s) => s.auth.status === 'signedIn');
  useTriedConversation();
  return (
    <div className="space-y-6">
      <PlatformTiles
        value={platform}
        onChange={(id) => dispatch(workspaceSliceActions.platformChosen(id))}
        legendHidden
      />
      <p className="text-center text-sm">
        <Link to={`/docs#platform-${platform}`} className="text-accent underline-offset-4 hover:underline">
          {SiteCopy.tryIt.platformDocs(PLATFORMS[platform].name)}
        </Link>
      </p>
      <ChatInput />
      {started && (
        <div className="grid grid-cols-1 gap-4 text-left lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section
            aria-label={WorkspaceCopy.regions.chat}
            className="flex max-h-[28rem] min-h-[12rem] flex-col rounded-lg border border-border p-2"
          >
            <ChatList />
          </section>
          <div className="min-w-0">
            <CodeOutput />
          </div>
        </div>
      )}
      {started && !signedIn && (
        <p className="text-center text-sm text-muted-foreground">
          {SiteCopy.tryIt.keepIt}{' '}
          <Link to="/auth" className="font-medium text-accent underline-offset-4 hover:underline">
            {SiteCopy.tryIt.signUp}
          </Link>
        </p>
      )}
    </div>
  );
}
