import { MarketingCopy, SiteCopy } from '@infragen/contracts';
import { CallToAction } from './call-to-action';
import { ItemGrid } from './item-grid';
import { PageBody, PageIntro } from './page-intro';

const E = MarketingCopy.enterprise;

export default function EnterprisePage() {
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.enterprise.title} lead={E.lead}>
        <CallToAction to="/contact?topic=sales" label={MarketingCopy.calls.contactSales} primary />
        <CallToAction to="/docs#self-hosting" label={MarketingCopy.calls.readDocs} />
      </PageIntro>
      <ItemGrid items={E.items} />
      <p className="mt-12 max-w-3xl text-muted-foreground">{E.closing}</p>
    </PageBody>
  );
}
