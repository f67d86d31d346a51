import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Messages } from '@infragen/contracts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { useAdminLoginHint, useAdminLoginMutation } from './admin-api';
import { ADMIN_ACCESS_TOKEN_KEY, adminAuthActions } from './admin-auth-slice';
import { AdminSession } from './admin-session';

const A = Messages.admin;

/** /admin/login: its own sign-in, refusing non-administrators; signed-in admins go to /admin. */
export function AdminLoginPage() {
  const { status } = useAppSelector((state) => state.adminAuth);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useAdminLoginMutation();
  const hint = useAdminLoginHint();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (status === 'signedIn') return <Navigate to="/admin" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await login({ email, password }).unwrap();
      // An answer without a user or a session is a failed sign-in, whatever its status.
      if (!answer?.user || !answer.session?.access_token) throw new Error(A.failedToSignIn);
      localStorage.setItem(ADMIN_ACCESS_TOKEN_KEY, answer.session.access_token);
      dispatch(
        adminAuthActions.signedIn({
          user: answer.user,
          accessToken: answer.session.access_token,
          expiresAt: answer.session.expires_at,
        }),
      );
      navigate('/admin', { replace: true });
    } catch (failure) {
      setError(
        apiErrorMessage(failure, failure instanceof Error && failure.message ? failure.message : A.failedToSignIn),
      );
    }
  };

  return (
    <section className="mx-auto max-w-md px-6 py-16">
      <AdminSession />
      <h1 className="mb-2 text-center text-3xl font-bold tracking-tight">{A.loginTitle}</h1>
      <p className="mb-6 text-center text-sm text-muted-foreground">{A.loginSubtitle}</p>
      <Card>
        <form onSubmit={submit} className="space-y-4" aria-label={A.loginTitle}>
          {error && <Alert variant="destructive">{error}</Alert>}
          <div className="space-y-2">
            <Label htmlFor="admin-email">{Messages.auth.emailLabel}</Label>
            <Input
              id="admin-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="admin-password">{Messages.auth.passwordLabel}</Label>
            <Input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <Button type="submit" className="w-full" disabled={isLoading}>
            {isLoading ? Messages.auth.signingIn : Messages.auth.signIn}
          </Button>
          {hint?.email && <Alert data-testid="admin-login-hint">{A.demoHint(hint.email)}</Alert>}
        </form>
      </Card>
    </section>
  );
}
