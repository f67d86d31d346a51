import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { MarketingCopy, SiteCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { PageBody, PageIntro } from './page-intro';

const P = MarketingCopy.pricing;

export default function PricingPage() {
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.pricing.title} lead={P.lead} />
      <p className="mt-4 text-muted-foreground">
        {P.trial} {P.guarantee}
      </p>
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {P.plans.map((plan) => {
          const popular = plan.name === 'Professional';
          return (
            <li key={plan.name}>
              <Card className={cn('flex h-full flex-col', popular && 'border-2 border-accent')}>
                <div className="flex items-center justify-between gap-2">
                  <h2 className="text-xl font-semibold">{plan.name}</h2>
                  {popular && (
                    <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-white">
                      {P.popular}
                    </span>
                  )}
                </div>
                <p className="mt-4">
                  <span className="text-4xl font-bold">{plan.price}</span>
                  {plan.period && <span className="ml-1 text-muted-foreground">{plan.period}</span>}
                </p>
                <ul className="mt-6 flex-1 space-y-2 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button asChild className="mt-6" variant={popular ? 'default' : 'outline'}>
                  <Link to={plan.to} aria-label={`${plan.call}: ${plan.name}`}>
                    {plan.call}
                  </Link>
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="plan-questions" className="mt-16 max-w-3xl">
        <h2 id="plan-questions" className="text-2xl font-semibold">
          {P.questionsTitle}
        </h2>
        <dl className="mt-6 space-y-6">
          {P.questions.map((item) => (
            <div key={item.question}>
              <dt className="font-semibold">{item.question}</dt>
              <dd className="mt-1 text-muted-foreground">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PageBody>
  );
}
