import { Suspense, useContext, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { GithubHeaderSlot, type GithubSettingsStatus } from '@/entities/github-connection/header-slot';
import { SettingsButton } from '@/widgets/settings-dialog/settings-dialog';
import { selectCodeView, selectIsGenerating } from './workspace-selectors';

/**
 * The workspace's header actions: the GitHub side (Push to GitHub, the GitHub control), which the
 * route tree provides and which loads on first use, then Settings, showing the GitHub connection's
 * state as the GitHub side reports it.
 */
export function WorkspaceHeaderActions() {
  const Github = useContext(GithubHeaderSlot);
  const generationId = useAppSelector((state) => state.conversation.codeGenerationId);
  const fileCount = useAppSelector((state) => selectCodeView(state).files.length);
  const platform = useAppSelector((state) => state.workspace.platform);
  const format = useAppSelector((state) => state.workspace.format);
  const busy = useAppSelector(selectIsGenerating);
  const [github, setGithub] = useState<GithubSettingsStatus>(null);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {Github && (
        <Suspense fallback={null}>
          <Github
            generationId={generationId}
            fileCount={fileCount}
            platform={platform}
            format={format}
            busy={busy}
            onStatus={setGithub}
          />
        </Suspense>
      )}
      <SettingsButton github={github} />
    </div>
  );
}
