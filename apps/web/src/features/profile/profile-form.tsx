import { useState, type FormEvent } from 'react';
import { Messages, PROFILE_ROLES, ProfileInputSchema } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useSaveProfileMutation } from './profile-api';

const P = Messages.profile;

interface ProfileFormValues {
  full_name: string;
  business_email: string;
  role: string;
  organization: string;
  linkedin_profile: string;
}

type Errors = Partial<Record<keyof ProfileFormValues, string>>;

/** Checked with the same schema as the server, so the browser shows the messages the server would answer. */
function validate(values: ProfileFormValues): Errors {
  const result = ProfileInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ProfileFormValues;
    errors[key] ??= issue.message;
  }
  return errors;
}

export function ProfileForm({ initial }: { initial: ProfileFormValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading }] = useSaveProfileMutation();
  const set = (key: keyof ProfileFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save(values as Parameters<typeof save>[0]).unwrap();
      showToast({ title: P.saved });
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, P.failedToSave) }, 'destructive');
    }
  };

  const field = (key: keyof ProfileFormValues, label: string, type = 'text', required = false) => (
    <div className="space-y-2">
      <Label htmlFor={`profile-${key}`}>
        {label}
        {required && ' *'}
      </Label>
      <Input
        id={`profile-${key}`}
        type={type}
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `profile-${key}-error` : undefined}
        onChange={(e) => set(key)(e.target.value)}
      />
      {errors[key] && (
        <p id={`profile-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={P.title}>
      {field('full_name', P.nameLabel, 'text', true)}
      {field('business_email', P.emailLabel, 'email', true)}
      <div className="space-y-2">
        <Label htmlFor="profile-role">{P.roleLabel} *</Label>
        <select
          id="profile-role"
          className="flex h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
          value={values.role}
          aria-invalid={errors.role ? true : undefined}
          onChange={(e) => set('role')(e.target.value)}
        >
          <option value="">{P.rolePlaceholder}</option>
          {PROFILE_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
        {errors.role && <p className="text-sm text-destructive">{errors.role}</p>}
      </div>
      {field('organization', P.organizationLabel)}
      {field('linkedin_profile', P.linkedinLabel, 'url')}
      <Button type="submit" disabled={isLoading}>
        {isLoading ? P.saving : P.save}
      </Button>
    </form>
  );
}
