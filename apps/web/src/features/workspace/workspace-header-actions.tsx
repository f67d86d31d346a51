import { SettingsButton } from '@/features/workspace-settings/settings-dialog';

/**
 * The workspace's header actions (spec section 2). Push to GitHub and the GitHub control come with
 * the GitHub integration; until then the disconnected state applies, where only Settings shows.
 */
export function WorkspaceHeaderActions() {
  return (
    <div className="flex items-center gap-2">
      <SettingsButton />
    </div>
  );
}
