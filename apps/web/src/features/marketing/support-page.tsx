import { SiteCopy, SupportCopy } from '@infragen/contracts';
import { useGetSiteStatusQuery } from '@/entities/site-status/site-status-api';
import { useHydrated } from '@/lib/use-hydrated';
import { PageBody, PageIntro } from './page-intro';
import { ServiceStatus } from './service-status';
import { TicketForm } from './ticket-form';

export default function SupportPage() {
  const { data: status } = useGetSiteStatusQuery();
  // The build-time markup has no live data: it shows once this part has hydrated.
  const data = useHydrated() ? status : undefined;
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.support.title} lead={SupportCopy.lead} />
      <div className="mt-12 grid gap-12 lg:grid-cols-[2fr_1fr]">
        <TicketForm />
        <div className="space-y-6">
          <section aria-labelledby="support-hours" className="rounded-lg border border-border p-6">
            <h2 id="support-hours" className="text-xl font-semibold">
              {SupportCopy.hoursTitle}
            </h2>
            <ul className="mt-3 space-y-1 text-sm" data-testid="support-hours">
              {SupportCopy.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {data?.supportEmail && (
              <p className="mt-4 text-sm">
                {SupportCopy.emailUs}{' '}
                <a
                  href={`mailto:${data.supportEmail}`}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {data.supportEmail}
                </a>
              </p>
            )}
          </section>
          <ServiceStatus />
        </div>
      </div>
      <section aria-labelledby="faq" className="mt-16 max-w-3xl">
        <h2 id="faq" className="text-2xl font-semibold">
          {SupportCopy.faqTitle}
        </h2>
        <div className="mt-6 divide-y divide-border rounded-lg border border-border">
          {SupportCopy.faq.map((item) => (
            <details key={item.question} className="group px-4">
              <summary className="cursor-pointer list-none py-4 font-medium marker:content-none">
                <span className="flex items-center justify-between gap-4">
                  {item.question}
                  <span aria-hidden className="text-muted-foreground transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="pb-4 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </PageBody>
  );
}
