import { MarketingCopy, SiteCopy } from '@infragen/contracts';
import { RichText } from '@/components/content/rich-text';
import { CallToAction } from './call-to-action';
import { PageBody, PageIntro } from './page-intro';

export default function AboutPage() {
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.about.title} lead={MarketingCopy.about.lead} />
      <div className="mt-12 max-w-3xl space-y-10">
        {MarketingCopy.about.sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-2xl font-semibold">{section.title}</h2>
            <p className="mt-3 text-muted-foreground">
              <RichText text={section.text} />
            </p>
          </section>
        ))}
      </div>
      <div className="mt-12 flex flex-wrap gap-3">
        <CallToAction to="/docs" label={MarketingCopy.calls.readDocs} primary />
        <CallToAction to="/contact" label={MarketingCopy.calls.contactUs} />
      </div>
    </PageBody>
  );
}
