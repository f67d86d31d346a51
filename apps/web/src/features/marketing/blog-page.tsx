import { useState } from 'react';
import { Link } from 'react-router';
import { BLOG_CATEGORIES, BlogCopy, SiteCopy, type BlogCategory } from '@infragen/contracts';
import { cn } from '@/lib/cn';
import { NewsletterForm } from './newsletter-form';
import { PageBody, PageIntro } from './page-intro';

const chipClass = (active: boolean) =>
  cn(
    'rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
    active ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
  );

/** Sample posts with category chips that filter them, and the newsletter box. */
export default function BlogPage() {
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const posts = BlogCopy.posts.filter((post) => category === null || post.category === category);
  return (
    <PageBody>
      <PageIntro title={SiteCopy.pages.blog.title} lead={BlogCopy.lead} />
      <div className="mt-10 grid gap-12 lg:grid-cols-[2fr_1fr]">
        <div>
          <div role="group" aria-label={BlogCopy.filterLabel} className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={category === null}
              className={chipClass(category === null)}
              onClick={() => setCategory(null)}
            >
              {BlogCopy.all}
            </button>
            {BLOG_CATEGORIES.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={category === id}
                className={chipClass(category === id)}
                onClick={() => setCategory(id)}
              >
                {BlogCopy.categories[id]}
              </button>
            ))}
          </div>
          <p className="mt-4 text-sm text-muted-foreground" role="status">
            {BlogCopy.shown(posts.length)}
          </p>
          <ul className="mt-4 space-y-6" data-testid="blog-posts">
            {posts.map((post) => (
              <li key={post.slug}>
                <article aria-labelledby={`post-${post.slug}`} className="rounded-lg border border-border p-6">
                  <p className="text-xs font-medium uppercase tracking-wide text-accent">
                    {BlogCopy.categories[post.category]} · <time dateTime={post.isoDate}>{post.date}</time>
                  </p>
                  <h2 id={`post-${post.slug}`} className="mt-2 text-xl font-semibold">
                    {post.title}
                  </h2>
                  <p className="mt-2 text-muted-foreground">{post.summary}</p>
                  <Link
                    to={post.more.to}
                    className="mt-3 inline-block text-sm font-medium text-accent underline underline-offset-4 hover:no-underline"
                  >
                    {BlogCopy.readMore(post.more.label)}
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <NewsletterForm />
        </div>
      </div>
    </PageBody>
  );
}
