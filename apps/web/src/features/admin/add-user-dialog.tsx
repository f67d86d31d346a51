import { useState, type FormEvent } from 'react';
import { AdminPanelCopy, Messages, type AccountRole } from '@infragen/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useCreateAdminUserMutation } from './admin-api';
import { AdminDialog } from './admin-dialog';
import { AdminField, fieldErrors } from './admin-field';

const U = AdminPanelCopy.users;
const EMPTY = { fullName: '', email: '', password: '', role: 'user' as AccountRole };

/** Add User: an account made here can sign in at once (the administrator vouches for its email). */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading }] = useCreateAdminUserMutation();
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create(values).unwrap();
      showToast({ title: U.created });
      setValues(EMPTY);
      setErrors({});
      onOpenChange(false);
    } catch (error) {
      setErrors(fieldErrors(error, U.failedToCreate));
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, U.failedToCreate) }, 'destructive');
    }
  };

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={U.createTitle}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {errors.form && <Alert variant="destructive">{errors.form}</Alert>}
        <AdminField
          id="new-user-name"
          label={U.fullName}
          value={values.fullName}
          error={errors.fullName}
          onChange={(e) => set('fullName')(e.target.value)}
        />
        <AdminField
          id="new-user-email"
          label={U.email}
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <AdminField
          id="new-user-password"
          label={U.password}
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password')(e.target.value)}
        />
        <div className="space-y-1.5">
          <Label htmlFor="new-user-role">{AdminPanelCopy.users.columns.role}</Label>
          <select
            id="new-user-role"
            className="flex h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
            value={values.role}
            onChange={(e) => set('role')(e.target.value)}
          >
            <option value="user">user</option>
            <option value="admin">admin</option>
          </select>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {AdminPanelCopy.cancel}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? AdminPanelCopy.saving : U.create}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
