import { useId, useState, type FormEvent } from 'react';
import { Messages, type GithubOrganization } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useCreateGithubRepositoryMutation } from './github-api';
import { GithubDialog } from './github-dialog';

const U = Messages.github.ui.createDialog;

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  organizations: GithubOrganization[];
  /** The owner the control shows; the dialog starts with it. */
  organization: string | null;
}

/**
 * The create-repository dialog: a name (required, trimmed), a description (defaults to
 * "Generated infrastructure code"), private (off by default) and the owner. On success it says
 * so, resets and closes; the new repository becomes the selected one.
 */
export function CreateRepositoryDialog({ open, onOpenChange, organizations, organization }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState<string>(Messages.github.defaultRepoDescription);
  const [isPrivate, setPrivate] = useState(false);
  const [owner, setOwner] = useState(organization ?? '');
  const [create, { isLoading }] = useCreateGithubRepositoryMutation();
  const ids = { name: useId(), description: useId(), private: useId(), owner: useId() };

  const reset = () => {
    setName('');
    setDescription(Messages.github.defaultRepoDescription);
    setPrivate(false);
    setOwner(organization ?? '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      showToast({ title: Messages.github.repoNameRequired }, 'destructive');
      return;
    }
    try {
      await create({
        name: name.trim(),
        description: description.trim() || Messages.github.defaultRepoDescription,
        private: isPrivate,
        ...(owner ? { organization: owner } : {}),
      }).unwrap();
      showToast({ title: Messages.github.repoCreated });
      reset();
      onOpenChange(false);
    } catch (error) {
      showToast(
        {
          title: Messages.github.errorTitle,
          description: apiErrorMessage(error, Messages.github.createRepoFailed('')),
        },
        'destructive',
      );
    }
  };

  return (
    <GithubDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setOwner(organization ?? '');
        onOpenChange(next);
      }}
      title={U.title}
      description={U.description}
    >
      <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <div className="space-y-1">
          <Label htmlFor={ids.name}>{U.name}</Label>
          <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </div>
        <div className="space-y-1">
          <Label htmlFor={ids.description}>{U.descriptionLabel}</Label>
          <Input id={ids.description} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={ids.owner}>{U.organization}</Label>
          <select
            id={ids.owner}
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            className="h-10 w-full rounded-md border border-border bg-background px-2 text-sm"
          >
            <option value="">{Messages.github.ui.personal}</option>
            {organizations.map((org) => (
              <option key={org.id} value={org.login}>
                {org.login}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <input
            id={ids.private}
            type="checkbox"
            role="switch"
            checked={isPrivate}
            onChange={(e) => setPrivate(e.target.checked)}
            className="size-4"
          />
          <Label htmlFor={ids.private}>{U.private}</Label>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {U.cancel}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? U.submitting : U.submit}
          </Button>
        </div>
      </form>
    </GithubDialog>
  );
}
