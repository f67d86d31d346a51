import { LANDING_PLATFORMS, PLATFORMS, SiteCopy, WorkspaceCopy, type PlatformId } from '@infragen/contracts';
import { cn } from '@/lib/cn';

/**
 * The platform selector of /app's intro and the landing's "try it": four tiles that behave as one
 * radio group (arrow keys move between them, as in any native radio group). Where a heading
 * already names the group, its legend is for screen readers only.
 */
export function PlatformTiles({
  value,
  onChange,
  legendHidden = false,
}: {
  value: PlatformId;
  onChange(platform: PlatformId): void;
  legendHidden?: boolean;
}) {
  return (
    <fieldset>
      <legend className={legendHidden ? 'sr-only' : 'mb-4 text-lg font-semibold'}>
        {WorkspaceCopy.intro.choosePlatform}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {LANDING_PLATFORMS.map((id) => (
          <label
            key={id}
            className={cn(
              'cursor-pointer rounded-lg border bg-card p-4 text-left shadow-sm transition-colors focus-within:ring-2 focus-within:ring-accent',
              value === id ? 'border-accent bg-accent/5' : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="intro-platform"
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              className="sr-only"
            />
            <span className="block font-semibold">{PLATFORMS[id].name}</span>
            <span className="mt-1 block text-sm text-muted-foreground">{SiteCopy.platformTiles[id]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
