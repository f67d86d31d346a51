/**
 * The blog's sample posts, its category chips and the newsletter box, part of the message
 * catalogue. Only the blog page loads this module.
 */
export const BLOG_CATEGORIES = ['guides', 'product', 'engineering'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  slug: string;
  title: string;
  category: BlogCategory;
  date: string;
  /** ISO date for the <time> element. */
  isoDate: string;
  summary: string;
  /** Where the post's subject is covered in depth. */
  more: { label: string; to: string };
}

export const BlogCopy = {
  lead: 'Sample posts about writing infrastructure requests, checking generated code and running Infragen.',
  filterLabel: 'Filter posts by category',
  all: 'All',
  categories: { guides: 'Guides', product: 'Product', engineering: 'Engineering' } satisfies Record<
    BlogCategory,
    string
  >,
  shown: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  posts: [
    {
      slug: 'writing-requests',
      title: 'Writing a request the generator understands',
      category: 'guides',
      date: 'November 18, 2026',
      isoDate: '2026-11-18',
      summary:
        'Name the resources, the sizes and the boundaries: "a private VPC with two subnets in different zones and an encrypted Postgres reachable only from them" beats "a database setup". Follow-ups refine the last answer.',
      more: { label: 'Getting started', to: '/docs#getting-started' },
    },
    {
      slug: 'nine-formats',
      title: 'One request, nine formats',
      category: 'product',
      date: 'November 11, 2026',
      isoDate: '2026-11-11',
      summary:
        'The same request can come back as CloudFormation or Terraform for AWS, ARM, Bicep or Terraform for Azure, Terraform for Google Cloud, or Kubernetes manifests. How the format picker decides what you get.',
      more: { label: 'Platforms and formats', to: '/docs#platforms-and-formats' },
    },
    {
      slug: 'checking-offline',
      title: 'Checking generated code without a cloud account',
      category: 'engineering',
      date: 'November 4, 2026',
      isoDate: '2026-11-04',
      summary:
        'Provider schemas bundled with the product let it catch an unknown argument or a missing required field before you run a plan: each finding has a file, a line and often a fix.',
      more: { label: 'Checking and repair', to: '/docs#checking-and-repair' },
    },
    {
      slug: 'streaming-20k',
      title: 'Streaming 20,000 characters without freezing the page',
      category: 'engineering',
      date: 'October 28, 2026',
      isoDate: '2026-10-28',
      summary:
        'Deltas are batched on the worker, numbered, and applied to the editor at most once per animation frame, so a long answer never blocks typing or scrolling.',
      more: { label: 'Realtime API', to: '/docs#socket-api' },
    },
    {
      slug: 'no-model-needed',
      title: 'No model? No problem',
      category: 'product',
      date: 'October 21, 2026',
      isoDate: '2026-10-21',
      summary:
        'With no model configured, the built-in generator answers every request offline with secure defaults. Connect OpenAI, Azure OpenAI, Ollama or vLLM when you want a model to write instead.',
      more: { label: 'Models', to: '/docs#models' },
    },
    {
      slug: 'self-hosting',
      title: 'From npm start to a fleet of workers',
      category: 'guides',
      date: 'October 14, 2026',
      isoDate: '2026-10-14',
      summary:
        'One command runs everything on a laptop with an embedded database. docker compose runs PostgreSQL, Redis and as many workers as you scale to; they share nothing but the two.',
      more: { label: 'Self-hosting', to: '/docs#self-hosting' },
    },
  ] satisfies BlogPost[],
  readMore: (label: string) => `Read more: ${label}`,
  newsletter: {
    title: 'Newsletter',
    lead: 'New posts by email, about once a month. We store your address for the newsletter only.',
    email: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    another: 'Subscribe another address',
  },
} as const;
