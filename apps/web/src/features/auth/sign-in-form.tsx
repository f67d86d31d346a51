import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Messages } from '@infragen/contracts';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useSignInMutation } from './auth-api';
import { authActions } from '@/entities/session/auth-slice';

const A = Messages.auth;

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signIn, { isLoading }] = useSignInMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await signIn({ email, password }).unwrap();
      dispatch(authActions.sessionStarted(answer));
      showToast(A.signInSuccess, 'default', 'session');
      navigate('/app', { replace: true });
    } catch (error) {
      showToast(
        { title: A.signInFailed, description: apiErrorMessage(error, Messages.common.unexpected) },
        'destructive',
        'session',
      );
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={A.signIn}>
      <div className="space-y-2">
        <Label htmlFor="signin-email">{A.emailLabel}</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signin-password">{A.passwordLabel}</Label>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={isLoading}>
        {isLoading ? A.signingIn : A.signIn}
      </Button>
    </form>
  );
}
