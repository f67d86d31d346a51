import { Link } from 'react-router';
import { MarketingCopy, SiteCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { PageBody, PageIntro } from './page-intro';

const C = MarketingCopy.community;

export default function CommunityPage() {
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.community.title} lead={C.lead} />
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {C.items.map((item) => (
          <li key={item.title}>
            <Card className="flex h-full flex-col">
              <h2 className="text-lg font-semibold">{item.title}</h2>
              <CardDescription className="flex-1">{item.text}</CardDescription>
              <Button asChild variant="outline" className="mt-4 self-start">
                <Link to={item.to}>{item.call}</Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="conduct" className="mt-16 max-w-3xl">
        <h2 id="conduct" className="text-2xl font-semibold">
          {C.conductTitle}
        </h2>
        <p className="mt-3 text-muted-foreground">{C.conduct}</p>
      </section>
    </PageBody>
  );
}
