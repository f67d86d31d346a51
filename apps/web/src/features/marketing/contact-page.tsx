import { Link } from 'react-router';
import { ContactCopy, SiteCopy } from '@infragen/contracts';
import { useGetSiteStatusQuery } from '@/entities/site-status/site-status-api';
import { ContactForm } from './contact-form';
import { useHydrated } from '@/lib/use-hydrated';
import { PageBody, PageIntro } from './page-intro';

export default function ContactPage() {
  const { data: status } = useGetSiteStatusQuery();
  // The build-time markup has no live data: it shows once this part has hydrated.
  const data = useHydrated() ? status : undefined;
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.contact.title} lead={ContactCopy.lead} />
      <div className="mt-12 grid gap-12 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <aside aria-labelledby="contact-other" className="space-y-4 text-sm">
          <h2 id="contact-other" className="text-xl font-semibold">
            {ContactCopy.otherTitle}
          </h2>
          {data?.supportEmail && (
            <p>
              {ContactCopy.emailUs}:{' '}
              <a href={`mailto:${data.supportEmail}`} className="font-medium text-accent underline underline-offset-4">
                {data.supportEmail}
              </a>
            </p>
          )}
          <p>
            <Link to="/support" className="font-medium text-accent underline underline-offset-4">
              {ContactCopy.supportLink}
            </Link>
          </p>
          <p>
            <Link to="/docs" className="font-medium text-accent underline underline-offset-4">
              {ContactCopy.docsLink}
            </Link>
          </p>
        </aside>
      </div>
    </PageBody>
  );
}
