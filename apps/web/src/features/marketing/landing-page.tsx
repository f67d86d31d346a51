import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LANDING_PLATFORMS, Messages, PLATFORMS, SiteCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

const FEATURES = [
  Messages.landing.features.instant,
  Messages.landing.features.bestPractices,
  Messages.landing.features.deployReady,
];

/**
 * The public landing. `tryIt` is the route tree's "try it" view (the workspace's tiles, request
 * box and code panel, for visitors without an account); without it, the platform tiles lead to
 * their documentation.
 */
export function LandingPage({ tryIt }: { tryIt?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <section className="py-16 text-center sm:py-20">
        <p className="text-sm font-medium text-accent">{Messages.app.tagline}</p>
        <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {Messages.landing.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{Messages.landing.subtitle}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <Link to="/auth">{Messages.landing.getStarted}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/docs">
              {Messages.landing.learnMore}
              <span className="sr-only"> {SiteCopy.landingLearnMoreTopic}</span>
            </Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">{Messages.landing.noSignup}</p>
      </section>
      <section aria-labelledby="platforms">
        <h2 id="platforms" className="text-center text-2xl font-semibold">
          {SiteCopy.platformsTitle}
        </h2>
        {tryIt ? <div className="mt-8">{tryIt}</div> : <PlatformLinks />}
      </section>
      <section className="mt-16 grid gap-4 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <Card key={feature.title}>
            <CardTitle>{feature.title}</CardTitle>
            <CardDescription>{feature.text}</CardDescription>
          </Card>
        ))}
      </section>
    </div>
  );
}

/** The platform tiles as links to their documentation. */
function PlatformLinks() {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {LANDING_PLATFORMS.map((id) => (
        <li key={id}>
          <Card className="relative h-full transition-colors hover:border-accent">
            <CardTitle>
              <Link
                to={`/docs#platform-${id}`}
                className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent"
              >
                {PLATFORMS[id].name}
              </Link>
            </CardTitle>
            <CardDescription>{SiteCopy.platformTiles[id]}</CardDescription>
          </Card>
        </li>
      ))}
    </ul>
  );
}
