import { Link } from 'react-router';
import { Messages, SiteCopy } from '@infragen/contracts';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

export type StaticPageKey = 'product' | 'resources' | 'pricing' | 'enterprise' | 'about' | 'careers' | 'contact' | 'features' | 'blog' | 'community' | 'support' | 'docs' | 'terms' | 'privacy' | 'cookies';

/** The public information pages: a title, a lead, and the few lists the spec names. */
export function StaticPage({ page }: { page: StaticPageKey }) {
  const copy = SiteCopy.pages[page];
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{copy.lead}</p>
      {page === 'pricing' && (
        <div className="mt-10 grid gap-4 md:grid-cols-3">
          {SiteCopy.pages.pricing.plans.map((plan) => (
            <Card key={plan.name}>
              <CardTitle>{plan.name}</CardTitle>
              <p className="mt-2 text-2xl font-semibold">{plan.price}</p>
              <CardDescription>{plan.detail}</CardDescription>
            </Card>
          ))}
        </div>
      )}
      {page === 'careers' && (
        <ul className="mt-6 list-disc space-y-2 pl-6">
          {SiteCopy.pages.careers.positions.map((position) => (
            <li key={position}>{position}</li>
          ))}
        </ul>
      )}
      {(page === 'terms' || page === 'privacy') && (
        <Link to="/auth" className="mt-10 inline-block text-accent underline-offset-4 hover:underline">
          {Messages.auth.backToLogin}
        </Link>
      )}
    </article>
  );
}
