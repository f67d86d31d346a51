import { useSearchParams } from 'react-router';
import {
  CONTACT_TOPICS,
  ContactCopy,
  ContactMessageInputSchema,
  Messages,
  type ContactTopic,
} from '@infragen/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from './form-field';
import { FormSent } from './form-outcome';
import { useSendContactMessageMutation } from './site-forms-api';
import { useSiteForm } from './use-site-form';

const F = ContactCopy.form;
const TOPICS = CONTACT_TOPICS.map((topic) => [topic, F.topics[topic]] as const);

/** The contact form: stored for the team, who are alerted; `?topic=` picks the topic (sales, careers...). */
export function ContactForm() {
  const [params] = useSearchParams();
  const asked = params.get('topic');
  const topic: ContactTopic = CONTACT_TOPICS.includes(asked as ContactTopic) ? (asked as ContactTopic) : 'general';
  const [sendMessage] = useSendContactMessageMutation();
  const form = useSiteForm({
    id: 'contact',
    initial: { name: '', email: '', company: '', topic, message: '' },
    schema: ContactMessageInputSchema,
    send: (body) => sendMessage(body).unwrap(),
  });
  const { values, errors, state, set, fieldId } = form;

  if (state.status === 'sent')
    return (
      <FormSent
        title={Messages.siteForms.contactSent}
        text={Messages.siteForms.contactSentText(state.sent.email)}
        again={F.another}
        onAgain={form.reset}
      />
    );
  return (
    <form onSubmit={form.submit} noValidate className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        {F.title}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('name')}
          label={F.name}
          value={values.name}
          error={errors.name}
          required
          autoComplete="name"
          onChange={set('name')}
        />
        <TextField
          id={fieldId('email')}
          label={F.email}
          type="email"
          value={values.email}
          error={errors.email}
          required
          autoComplete="email"
          onChange={set('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('company')}
          label={F.company}
          value={values.company}
          error={errors.company}
          autoComplete="organization"
          onChange={set('company')}
        />
        <SelectField
          id={fieldId('topic')}
          label={F.topic}
          value={values.topic}
          error={errors.topic}
          required
          options={TOPICS}
          onChange={set('topic')}
        />
      </div>
      <TextAreaField
        id={fieldId('message')}
        label={F.message}
        value={values.message}
        error={errors.message}
        required
        onChange={set('message')}
      />
      {state.status === 'failed' && <Alert variant="destructive">{state.message}</Alert>}
      <Button type="submit" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? F.submitting : F.submit}
      </Button>
    </form>
  );
}
