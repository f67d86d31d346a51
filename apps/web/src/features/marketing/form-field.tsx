import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

const controlClass =
  'w-full rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent aria-invalid:border-destructive';

/** The label, the control, an optional hint and the field's message, tied together for screen readers. */
function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: Omit<FieldProps, 'value' | 'onChange'> & { children: ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = ({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export function TextField(props: FieldProps & { type?: 'text' | 'email'; autoComplete?: string }) {
  const { id, value, error, required, onChange, type = 'text', autoComplete } = props;
  return (
    <Field {...props}>
      <Input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number }) {
  const { id, value, error, required, onChange, rows = 6 } = props;
  return (
    <Field {...props}>
      <textarea
        id={id}
        name={id}
        rows={rows}
        value={value}
        className={cn(controlClass, 'min-h-24')}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export function SelectField(
  props: FieldProps & { options: readonly (readonly [string, string])[]; placeholder?: string },
) {
  const { id, value, error, required, onChange, options, placeholder } = props;
  return (
    <Field {...props}>
      <select
        id={id}
        name={id}
        value={value}
        className={cn(controlClass, 'h-10')}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([optionValue, label]) => (
          <option key={optionValue} value={optionValue}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );
}
