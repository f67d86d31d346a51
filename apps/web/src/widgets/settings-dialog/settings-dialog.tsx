import { useRef, useState } from 'react';
import { Settings, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { CodePanelCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import type { GithubSettingsStatus } from '@/entities/github-connection/header-slot';
import { SettingsSections } from './settings-sections';

const S = CodePanelCopy.settings;

/**
 * The workspace's Settings dialog: read-only, no actions. Controlled, so any button can open it;
 * focus goes back to whatever had it when the dialog opened.
 */
export function SettingsDialog({
  open,
  onOpenChange,
  github = null,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The user's GitHub connection, as the workspace knows it. */
  github?: GithubSettingsStatus;
}) {
  // Radix returns focus only to its own Dialog.Trigger; callers may open this from anywhere.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{S.title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={S.close} className="-mr-2 -mt-1 size-8 p-0">
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{S.description}</Dialog.Description>
          <SettingsSections github={github} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The header's Settings icon button, with the dialog it opens. */
export function SettingsButton({ github = null }: { github?: GithubSettingsStatus }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" aria-label={S.open} onClick={() => setOpen(true)} className="size-9 p-0">
        <Settings aria-hidden className="size-4" />
      </Button>
      <SettingsDialog open={open} onOpenChange={setOpen} github={github} />
    </>
  );
}
