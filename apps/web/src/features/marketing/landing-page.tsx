import { Link } from 'react-router';
import { LANDING_PLATFORMS, Messages, PLATFORMS, SiteCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

const FEATURES = [Messages.landing.features.instant, Messages.landing.features.bestPractices, Messages.landing.features.deployReady];

export function LandingPage() {
  return (
    <div className="mx-auto max-w-6xl px-6">
      <section className="py-20 text-center">
        <p className="text-sm font-medium text-accent">{Messages.app.tagline}</p>
        <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{Messages.landing.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{Messages.landing.subtitle}</p>
        <div className="mt-8 flex justify-center gap-4">
          <Button asChild size="lg">
            <Link to="/auth">{Messages.landing.getStarted}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/docs">{Messages.landing.learnMore}</Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">{Messages.landing.noSignup}</p>
      </section>
      <section aria-labelledby="platforms">
        <h2 id="platforms" className="text-center text-2xl font-semibold">
          {SiteCopy.platformsTitle}
        </h2>
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING_PLATFORMS.map((id) => (
            <Card key={id}>
              <CardTitle>{PLATFORMS[id].name}</CardTitle>
              <CardDescription>{SiteCopy.platformTiles[id]}</CardDescription>
            </Card>
          ))}
        </div>
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
