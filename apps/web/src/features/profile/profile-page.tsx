import { useEffect } from 'react';
import { Messages } from '@infragen/contracts';
import { useAppSelector } from '@/app/hooks';
import { Card } from '@/components/ui/card';
import { showToast } from '@/lib/toast';
import { useGetProfileQuery } from './profile-api';
import { CreditsCard } from './credits-card';
import { ProfileForm } from './profile-form';
import { ProjectsCard } from './projects-card';

const P = Messages.profile;

/**
 * /profile: the signed-in user's own profile (prefilled from the account until first saved), their
 * credits with a promo code to redeem, and the projects they keep.
 */
export function ProfilePage() {
  const user = useAppSelector((state) => state.auth.user);
  const { data, isLoading, isError } = useGetProfileQuery();

  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: P.failedToLoad }, 'destructive');
  }, [isError]);

  return (
    <section className="mx-auto max-w-2xl px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{P.title}</h1>
      <p className="mt-2 text-muted-foreground">{P.subtitle}</p>
      <Card className="mt-8">
        {isLoading ? (
          <p role="status">{P.loading}</p>
        ) : (
          <ProfileForm
            initial={{
              full_name: data?.profile?.full_name ?? user?.fullName ?? '',
              business_email: data?.profile?.business_email ?? user?.email ?? '',
              role: data?.profile?.role ?? '',
              organization: data?.profile?.organization ?? '',
              linkedin_profile: data?.profile?.linkedin_profile ?? '',
            }}
          />
        )}
      </Card>
      <CreditsCard />
      <ProjectsCard />
    </section>
  );
}
