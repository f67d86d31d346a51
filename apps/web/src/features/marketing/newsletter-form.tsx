import { BlogCopy, Messages, NewsletterInputSchema } from '@infragen/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from './form-field';
import { FormSent } from './form-outcome';
import { useSubscribeNewsletterMutation } from './site-forms-api';
import { useSiteForm } from './use-site-form';

const N = BlogCopy.newsletter;

/** The blog's newsletter box: stores the address (once, whatever its case). */
export function NewsletterForm() {
  const [subscribe] = useSubscribeNewsletterMutation();
  const form = useSiteForm({
    id: 'newsletter',
    initial: { email: '' },
    schema: NewsletterInputSchema,
    send: (body) => subscribe(body).unwrap(),
  });
  const { values, errors, state, set, fieldId } = form;
  return (
    <section aria-labelledby="newsletter-title" className="rounded-lg border border-border bg-muted p-6">
      <h2 id="newsletter-title" className="text-xl font-semibold">
        {N.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{N.lead}</p>
      <div className="mt-4">
        {state.status === 'sent' ? (
          <FormSent
            title={Messages.siteForms.subscribed}
            text={Messages.siteForms.subscribedText(state.result.email)}
            again={N.another}
            onAgain={form.reset}
          />
        ) : (
          <form onSubmit={form.submit} noValidate className="space-y-3" aria-labelledby="newsletter-title">
            <TextField
              id={fieldId('email')}
              label={N.email}
              type="email"
              value={values.email}
              error={errors.email}
              required
              autoComplete="email"
              onChange={set('email')}
            />
            {state.status === 'failed' && <Alert variant="destructive">{state.message}</Alert>}
            <Button type="submit" disabled={state.status === 'sending'}>
              {state.status === 'sending' ? N.submitting : N.submit}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
