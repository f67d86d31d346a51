import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Messages, PASSWORD_MAX_LENGTH } from '@infragen/contracts';
import { useAppDispatch } from '@/app/hooks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useSignUpMutation } from './auth-api';
import { authActions } from '@/entities/session/auth-slice';

const A = Messages.auth;

/** `onVerificationSent`: the email must be verified first; the page switches to Sign in. */
export function SignUpForm({ onVerificationSent }: { onVerificationSent: () => void }) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [termsAlert, setTermsAlert] = useState(false);
  const [signUp, { isLoading }] = useSignUpMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setTermsAlert(true);
      return;
    }
    try {
      const answer = await signUp({ fullName, email, password, acceptTerms: true }).unwrap();
      if (answer.session && answer.user) {
        dispatch(authActions.sessionStarted({ user: answer.user, session: answer.session }));
        showToast({ title: A.signUpSuccess.title }, 'default', 'session');
        navigate('/app', { replace: true });
      } else {
        showToast(A.signUpSuccess, 'default', 'session');
        onVerificationSent();
      }
    } catch (error) {
      showToast(
        { title: A.signUpFailed, description: apiErrorMessage(error, Messages.common.unexpected) },
        'destructive',
        'session',
      );
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={A.signUp} noValidate={false}>
      <div className="space-y-2">
        <Label htmlFor="signup-name">{A.fullNameLabel}</Label>
        <Input
          id="signup-name"
          name="fullName"
          autoComplete="name"
          required
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-email">{A.emailLabel}</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-password">{A.passwordLabel}</Label>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id="signup-terms"
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.target.checked);
            if (e.target.checked) setTermsAlert(false);
          }}
        />
        <label htmlFor="signup-terms">
          {A.termsPrefix}{' '}
          <Link to="/terms" className="underline">
            {A.termsLink}
          </Link>{' '}
          {A.termsAnd}{' '}
          <Link to="/privacy" className="underline">
            {A.privacyLink}
          </Link>
        </label>
      </div>
      {termsAlert && <Alert variant="destructive">{A.acceptTermsRequired}</Alert>}
      <Button type="submit" className="w-full" disabled={isLoading || !accepted}>
        {isLoading ? A.creatingAccount : A.signUp}
      </Button>
    </form>
  );
}
