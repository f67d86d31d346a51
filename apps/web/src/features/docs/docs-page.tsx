import { DocsCopy, SiteCopy } from '@infragen/contracts';
import { DocsBlocks } from './docs-blocks';
import { DocsHeading } from './docs-heading';
import { DocsSearchBox } from './docs-search-box';
import { useHashTarget } from './use-hash-target';

/** The documentation: contents at the side (on a wide screen), a search over the sections, and the sections. */
export default function DocsPage() {
  useHashTarget();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{SiteCopy.pages.docs.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{DocsCopy.lead}</p>
        <DocsSearchBox />
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={DocsCopy.contents} className="hidden lg:block">
          <div className="sticky top-6">
            <p className="text-sm font-semibold">{DocsCopy.contents}</p>
            <ul className="mt-3 space-y-1 text-sm">
              {DocsCopy.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded-sm py-1 text-muted-foreground hover:text-foreground"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="min-w-0 max-w-3xl space-y-16">
          {DocsCopy.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <DocsHeading id={section.id} title={section.title} level={2} />
              <DocsBlocks blocks={section.blocks} />
              {section.subsections.map((sub) => (
                <section key={sub.id} aria-labelledby={sub.id}>
                  <DocsHeading id={sub.id} title={sub.title} level={3} />
                  <DocsBlocks blocks={sub.blocks} />
                </section>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
