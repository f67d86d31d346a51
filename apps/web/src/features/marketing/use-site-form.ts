import { useState, type FormEvent } from 'react';
import { Messages } from '@infragen/contracts';
import { apiErrorMessage } from '@/lib/api-error';

/** What a schema of the contracts offers a form: the same check the server runs. */
interface FormSchema<Out> {
  safeParse(
    value: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

type Errors<K extends string> = Partial<Record<K, string>>;

export type FormState<Out, Result> =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent'; sent: Out; result: Result }
  | { status: 'failed'; message: string };

function firstIssuePerField<K extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Errors<K> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The field-by-field issues of a refused request (400 VALIDATION_FAILED), if that is what it was. */
function serverIssues(error: unknown): { path: PropertyKey[]; message: string }[] | null {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  return Array.isArray(issues)
    ? (issues as { path: string; message: string }[]).map((i) => ({ ...i, path: [i.path] }))
    : null;
}

/**
 * A public form: its values, one message per field (checked in the browser with the schema the
 * server uses, and the server's own answer shown the same way), and where sending stands. The
 * first field with a problem takes the focus, so a keyboard or screen-reader user lands on it.
 */
export function useSiteForm<K extends string, Out, Result>(options: {
  id: string;
  initial: Record<K, string>;
  schema: FormSchema<Out>;
  send: (body: Out) => Promise<Result>;
}) {
  const { id, initial, schema, send } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [state, setState] = useState<FormState<Out, Result>>({ status: 'editing' });

  const fieldId = (key: K) => `${id}-${key}`;
  const focusFirst = (found: Errors<K>) => {
    const key = (Object.keys(initial) as K[]).find((k) => found[k]);
    if (key) document.getElementById(fieldId(key))?.focus();
  };

  const set = (key: K) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = firstIssuePerField<K>(parsed.error.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setState({ status: 'sending' });
    try {
      setState({ status: 'sent', sent: parsed.data, result: await send(parsed.data) });
      setValues(initial);
    } catch (error) {
      const issues = serverIssues(error);
      if (issues) {
        const found = firstIssuePerField<K>(issues);
        setErrors(found);
        setState({ status: 'editing' });
        focusFirst(found);
      } else {
        setState({ status: 'failed', message: apiErrorMessage(error, Messages.siteForms.failed) });
      }
    }
  };

  /** Back to an empty form after a success ("send another"). */
  const reset = () => setState({ status: 'editing' });

  return { values, errors, state, set, submit, reset, fieldId };
}
