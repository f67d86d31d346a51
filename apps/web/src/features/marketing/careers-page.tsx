import { Link } from 'react-router';
import { MarketingCopy, SiteCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { PageBody, PageIntro } from './page-intro';

const C = MarketingCopy.careers;

export default function CareersPage() {
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.careers.title} lead={C.lead} />
      <ul className="mt-10 grid gap-4 md:grid-cols-3" aria-label={SiteCopy.pages.careers.title}>
        {C.positions.map((position) => (
          <li key={position.title}>
            <Card className="flex h-full flex-col">
              <h2 className="text-lg font-semibold">{position.title}</h2>
              <p className="mt-1 text-sm font-medium text-accent">{position.meta}</p>
              <CardDescription className="flex-1">{position.text}</CardDescription>
              <Button asChild variant="outline" className="mt-4 self-start">
                <Link to="/contact?topic=careers" aria-label={`${C.apply}: ${position.title}`}>
                  {C.apply}
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="hiring" className="mt-16 max-w-3xl">
        <h2 id="hiring" className="text-2xl font-semibold">
          {C.processTitle}
        </h2>
        <p className="mt-3 text-muted-foreground">{C.process}</p>
      </section>
    </PageBody>
  );
}
