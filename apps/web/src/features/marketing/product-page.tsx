import { MarketingCopy, SiteCopy } from '@infragen/contracts';
import { CallToAction } from './call-to-action';
import { FormatsTable } from './formats-table';
import { PageBody, PageIntro } from './page-intro';

const P = MarketingCopy.product;
const C = MarketingCopy.calls;

export default function ProductPage() {
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.product.title} lead={P.lead}>
        <CallToAction to="/auth" label={C.getStarted} primary />
        <CallToAction to="/docs" label={C.readDocs} />
      </PageIntro>
      <section aria-labelledby="how-it-works" className="mt-16">
        <h2 id="how-it-works" className="text-2xl font-semibold">
          {P.stepsTitle}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {P.steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-border p-6">
              <p className="text-sm font-semibold text-accent" aria-hidden>
                {index + 1}
              </p>
              <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="formats" className="mt-16 max-w-3xl">
        <h2 id="formats" className="text-2xl font-semibold">
          {P.formatsTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">{P.formatsLead}</p>
        <FormatsTable />
      </section>
      <section aria-labelledby="models" className="mt-16 max-w-3xl">
        <h2 id="models" className="text-2xl font-semibold">
          {P.modelsTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">{P.modelsText}</p>
      </section>
    </PageBody>
  );
}
