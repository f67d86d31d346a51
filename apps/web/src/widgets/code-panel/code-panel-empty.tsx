import { FileCode } from 'lucide-react';
import { CodePanelCopy } from '@infragen/contracts';

/** What the panel shows before any code exists. */
export function CodePanelEmpty() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-16 text-center">
      <FileCode aria-hidden className="size-10 text-muted-foreground" />
      <p className="text-base font-semibold">{CodePanelCopy.empty.title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{CodePanelCopy.empty.hint}</p>
    </div>
  );
}
