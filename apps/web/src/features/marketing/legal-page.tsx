import { Link } from 'react-router';
import { LegalCopy, Messages, SiteCopy } from '@infragen/contracts';
import { RichText } from '@/components/content/rich-text';

type LegalKey = keyof typeof LegalCopy;

/** The terms, the privacy policy or the cookie policy; the first two lead back to sign-in. */
export function LegalPage({ page }: { page: LegalKey }) {
  const doc = LegalCopy[page];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{SiteCopy.pages[page].title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{doc.updated}</p>
      <p className="mt-6 text-lg text-muted-foreground">{doc.lead}</p>
      {doc.sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-xl font-semibold">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              <RichText text={paragraph} />
            </p>
          ))}
        </section>
      ))}
      {(page === 'terms' || page === 'privacy') && (
        <Link to="/auth" className="mt-12 inline-block font-medium text-accent underline-offset-4 hover:underline">
          {Messages.auth.backToLogin}
        </Link>
      )}
    </article>
  );
}

export const TermsPage = () => <LegalPage page="terms" />;
export const PrivacyPage = () => <LegalPage page="privacy" />;
export const CookiesPage = () => <LegalPage page="cookies" />;
