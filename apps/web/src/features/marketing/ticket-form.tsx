import { useSearchParams } from 'react-router';
import {
  Messages,
  SupportCopy,
  SupportTicketInputSchema,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
} from '@infragen/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from './form-field';
import { FormSent } from './form-outcome';
import { useOpenSupportTicketMutation } from './site-forms-api';
import { useSiteForm } from './use-site-form';

const T = SupportCopy.ticket;
const CATEGORIES = TICKET_CATEGORIES.map((c) => [c, T.categories[c]] as const);
const PRIORITIES = TICKET_PRIORITIES.map((p) => [p, T.priorities[p]] as const);

/** The support ticket form; `?category=` preselects a category (bug, feature...). */
export function TicketForm() {
  const [params] = useSearchParams();
  const asked = params.get('category') ?? '';
  const [openTicket] = useOpenSupportTicketMutation();
  const form = useSiteForm({
    id: 'ticket',
    initial: {
      name: '',
      email: '',
      subject: '',
      category: (TICKET_CATEGORIES as readonly string[]).includes(asked) ? asked : '',
      priority: 'medium',
      description: '',
    },
    schema: SupportTicketInputSchema,
    send: (body) => openTicket(body).unwrap(),
  });
  const { values, errors, state, set, fieldId } = form;

  if (state.status === 'sent')
    return (
      <FormSent
        title={Messages.siteForms.ticketSent}
        text={Messages.siteForms.ticketSentText(state.result.reference)}
        again={T.another}
        onAgain={form.reset}
      />
    );
  return (
    <form onSubmit={form.submit} noValidate className="space-y-5" aria-labelledby="ticket-form-title">
      <h2 id="ticket-form-title" className="text-xl font-semibold">
        {T.title}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('name')}
          label={T.name}
          value={values.name}
          error={errors.name}
          required
          autoComplete="name"
          onChange={set('name')}
        />
        <TextField
          id={fieldId('email')}
          label={T.email}
          type="email"
          value={values.email}
          error={errors.email}
          required
          autoComplete="email"
          onChange={set('email')}
        />
      </div>
      <TextField
        id={fieldId('subject')}
        label={T.subject}
        value={values.subject}
        error={errors.subject}
        required
        onChange={set('subject')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={fieldId('category')}
          label={T.category}
          value={values.category}
          error={errors.category}
          required
          placeholder={T.categoryPlaceholder}
          options={CATEGORIES}
          onChange={set('category')}
        />
        <SelectField
          id={fieldId('priority')}
          label={T.priority}
          value={values.priority}
          error={errors.priority}
          required
          options={PRIORITIES}
          onChange={set('priority')}
        />
      </div>
      <TextAreaField
        id={fieldId('description')}
        label={T.description}
        hint={T.descriptionHint}
        value={values.description}
        error={errors.description}
        required
        onChange={set('description')}
      />
      {state.status === 'failed' && <Alert variant="destructive">{state.message}</Alert>}
      <Button type="submit" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
