import { useState } from 'react';
import { Navigate } from 'react-router';
import { Tabs } from 'radix-ui';
import { Messages } from '@infragen/contracts';
import { useAppSelector } from '@/app/hooks';
import { Card } from '@/components/ui/card';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const A = Messages.auth;
const tab =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** /auth: Sign in (default) and Sign up tabs; signed-in users go straight to /app. */
export function AuthPage() {
  const status = useAppSelector((state) => state.auth.status);
  const [current, setCurrent] = useState('signin');
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedIn') return <Navigate to="/app" replace />;
  return (
    <section className="mx-auto max-w-md px-6 py-16">
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight">{Messages.app.name}</h1>
      <Card>
        <Tabs.Root value={current} onValueChange={setCurrent}>
          <Tabs.List className="mb-6 flex gap-1 rounded-lg bg-muted p-1" aria-label={A.signIn}>
            <Tabs.Trigger value="signin" className={tab}>
              {A.signIn}
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tab}>
              {A.signUp}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm onVerificationSent={() => setCurrent('signin')} />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </section>
  );
}
