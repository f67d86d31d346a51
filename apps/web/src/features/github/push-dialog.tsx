import { useId, useState, type FormEvent } from 'react';
import { defaultPushFilename, Messages, type GithubPushView } from '@infragen/contracts';
import type { GithubHeaderProps } from '@/entities/github-connection/header-slot';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { errorCode } from './github-errors';
import { usePushToGithubMutation } from './github-api';
import { GithubDialog } from './github-dialog';

const U = Messages.github.ui.pushDialog;

interface Props extends Omit<GithubHeaderProps, 'onStatus'> {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** owner/name of the selected repository, or null for a new temporary one. */
  repository: string | null;
  onQueued(push: GithubPushView): void;
}

/**
 * The simple push dialog: a commit message (required), a filename for a one-file answer
 * (optional), whether to open a pull request instead of committing to the default branch, and
 * whether to add a README with a diagram of the infrastructure (on by default).
 */
export function PushDialog({
  open,
  onOpenChange,
  repository,
  onQueued,
  generationId,
  fileCount,
  platform,
  format,
}: Props) {
  const [message, setMessage] = useState<string>(Messages.github.defaultCommitMessage);
  const [filename, setFilename] = useState('');
  const [pullRequest, setPullRequest] = useState(false);
  const [isPrivate, setPrivate] = useState(false);
  const [diagram, setDiagram] = useState(true);
  const [push, { isLoading }] = usePushToGithubMutation();
  const ids = { message: useId(), filename: useId(), pullRequest: useId(), private: useId(), diagram: useId() };
  const temporary = repository === null;
  const example = defaultPushFilename(platform, format, new Date(), temporary);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      showToast({ title: Messages.github.commitMessageRequired }, 'destructive');
      return;
    }
    if (!generationId) return;
    try {
      const queued = await push({
        generationId,
        commitMessage: message.trim(),
        ...(fileCount === 1 && filename.trim() ? { filename: filename.trim() } : {}),
        pullRequest,
        diagram,
        // Into the selected repository only: a temporary one is made when the user asks for it.
        autoCreate: temporary,
        ...(temporary ? { private: isPrivate } : {}),
      }).unwrap();
      onQueued(queued);
      onOpenChange(false);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'GITHUB_NO_REPOSITORY')
        showToast(
          { title: Messages.github.noRepositorySelected, description: Messages.github.selectRepoOrAutoCreate },
          'destructive',
        );
      else
        showToast(
          { title: Messages.github.errorTitle, description: apiErrorMessage(error, Messages.github.pushFailed('')) },
          'destructive',
        );
    }
  };

  return (
    <GithubDialog
      open={open}
      onOpenChange={onOpenChange}
      title={U.title}
      description={U.description(repository ?? U.temporaryTarget)}
    >
      <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <div className="space-y-1">
          <Label htmlFor={ids.message}>{U.commitMessage}</Label>
          <Input id={ids.message} value={message} onChange={(e) => setMessage(e.target.value)} autoComplete="off" />
        </div>
        {fileCount === 1 && (
          <div className="space-y-1">
            <Label htmlFor={ids.filename}>{U.filename}</Label>
            <Input
              id={ids.filename}
              value={filename}
              placeholder={example}
              aria-describedby={`${ids.filename}-hint`}
              onChange={(e) => setFilename(e.target.value)}
              autoComplete="off"
            />
            <p id={`${ids.filename}-hint`} className="text-xs text-muted-foreground">
              {U.filenameHint(example)}
            </p>
          </div>
        )}
        <div className="flex items-start gap-2">
          <input
            id={ids.pullRequest}
            type="checkbox"
            checked={pullRequest}
            onChange={(e) => setPullRequest(e.target.checked)}
            className="mt-0.5 size-4"
          />
          <Label htmlFor={ids.pullRequest} className="leading-snug">
            {U.pullRequest}
          </Label>
        </div>
        <div className="flex items-start gap-2">
          <input
            id={ids.diagram}
            type="checkbox"
            checked={diagram}
            onChange={(e) => setDiagram(e.target.checked)}
            className="mt-0.5 size-4"
          />
          <Label htmlFor={ids.diagram} className="leading-snug">
            {U.diagram}
          </Label>
        </div>
        {temporary && (
          <div className="flex items-center gap-2">
            <input
              id={ids.private}
              type="checkbox"
              checked={isPrivate}
              onChange={(e) => setPrivate(e.target.checked)}
              className="size-4"
            />
            <Label htmlFor={ids.private}>{U.privateTemporary}</Label>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {U.cancel}
          </Button>
          <Button type="submit" disabled={isLoading || !generationId}>
            {isLoading ? U.submitting : U.submit}
          </Button>
        </div>
      </form>
    </GithubDialog>
  );
}
