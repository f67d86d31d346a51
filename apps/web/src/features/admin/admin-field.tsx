import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A labelled input of an admin form, with the server's message for it when it refused the value. */
export function AdminField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & ComponentProps<typeof Input>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The api's field messages (`issues`) by field, for showing each under its input; a refusal that
 * names no field (a duplicate code, say) comes under `form`, shown above the fields.
 */
export function fieldErrors(error: unknown, fallback: string): Record<string, string> {
  const data = (error as { data?: { issues?: { path: string; message: string }[]; message?: string } } | null)?.data;
  const found: Record<string, string> = {};
  for (const issue of data?.issues ?? []) found[issue.path] ??= issue.message;
  if (Object.keys(found).length === 0) found.form = data?.message ?? fallback;
  return found;
}
