import { MarketingCopy, SiteCopy } from '@infragen/contracts';
import { CallToAction } from './call-to-action';
import { ItemGrid } from './item-grid';
import { PageBody, PageIntro } from './page-intro';

export default function FeaturesPage() {
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.features.title} lead={MarketingCopy.features.lead}>
        <CallToAction to="/auth" label={MarketingCopy.calls.getStarted} primary />
        <CallToAction to="/pricing" label={MarketingCopy.calls.seePricing} />
      </PageIntro>
      <ItemGrid items={MarketingCopy.features.items} />
    </PageBody>
  );
}
