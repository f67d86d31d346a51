import { MarketingCopy, SiteCopy } from '@infragen/contracts';
import { ItemGrid } from './item-grid';
import { PageBody, PageIntro } from './page-intro';

export default function ResourcesPage() {
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.resources.title} lead={MarketingCopy.resources.lead} />
      <ItemGrid items={MarketingCopy.resources.items} />
    </PageBody>
  );
}
