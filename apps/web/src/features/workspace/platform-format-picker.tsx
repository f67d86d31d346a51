import { useId } from 'react';
import { FORMATS, PLATFORM_IDS, PLATFORMS, WorkspaceCopy, type FormatId, type PlatformId } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Label } from '@/components/ui/label';
import { workspaceSliceActions } from './workspace-slice';

const selectClass =
  'h-10 w-full rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50';

/** The split view's platform selector (five platforms) and the chosen platform's formats. */
export function PlatformFormatPicker() {
  const dispatch = useAppDispatch();
  const { platform, format } = useAppSelector((s) => s.workspace);
  const platformId = useId();
  const formatId = useId();
  const formats = PLATFORMS[platform].formats;
  return (
    // Side by side only when the chat column itself is wide enough for the longest names ("Terraform
    // (azurerm provider)"): the column's width, not the window's, decides (a container query), so
    // the three-column layout at 1280 px stacks them instead of cutting the names off.
    <div className="@container">
      <div className="grid grid-cols-1 gap-3 @lg:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={platformId}>{WorkspaceCopy.picker.platform}</Label>
          <select
            id={platformId}
            className={selectClass}
            value={platform}
            onChange={(e) => dispatch(workspaceSliceActions.platformChosen(e.target.value as PlatformId))}
          >
            {PLATFORM_IDS.map((id) => (
              <option key={id} value={id}>
                {PLATFORMS[id].name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={formatId}>{WorkspaceCopy.picker.format}</Label>
          <select
            id={formatId}
            className={selectClass}
            value={format}
            disabled={formats.length < 2}
            onChange={(e) => dispatch(workspaceSliceActions.formatChosen(e.target.value as FormatId))}
          >
            {formats.map((id) => (
              <option key={id} value={id}>
                {FORMATS[id].label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
