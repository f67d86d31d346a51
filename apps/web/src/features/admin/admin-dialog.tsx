import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { AdminPanelCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';

/** A dialog of the operator panel: a title, what it holds, and focus kept inside while open. */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={AdminPanelCopy.cancel} className="-mr-2 -mt-1 size-8 p-0">
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className={description ? 'mt-1 text-sm text-muted-foreground' : 'sr-only'}>
            {description ?? title}
          </Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Asks before an action takes effect: the question, Confirm and Cancel. */
export function ConfirmDialog({
  question,
  onConfirm,
  onCancel,
  busy,
}: {
  question: string | null;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
}) {
  return (
    <AdminDialog open={question !== null} onOpenChange={(open) => !open && onCancel()} title={AdminPanelCopy.confirm}>
      <p className="text-sm">{question}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {AdminPanelCopy.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {AdminPanelCopy.confirm}
        </Button>
      </div>
    </AdminDialog>
  );
}
