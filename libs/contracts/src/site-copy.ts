/**
 * Copy of the public site's frame (header, footer, the landing's platform tiles) and the title and
 * meta description of every page, part of the message catalogue. The pages' own texts live in
 * files of their own (marketing-copy.ts, legal-copy.ts, blog-copy.ts, support-copy.ts, docs/),
 * which only those pages load.
 */
export const SiteCopy = {
  nav: {
    label: 'Main',
    home: 'Home',
    product: 'Product',
    pricing: 'Pricing',
    resources: 'Resources',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
  },
  footer: {
    label: 'Footer',
    links: {
      about: 'About',
      careers: 'Careers',
      contact: 'Contact',
      features: 'Features',
      pricing: 'Pricing',
      docs: 'Documentation',
      blog: 'Blog',
      community: 'Community',
      support: 'Support',
      privacy: 'Privacy',
      terms: 'Terms',
      cookies: 'Cookies',
    },
    social: { github: 'GitHub', x: 'X', linkedin: 'LinkedIn' },
    socialLabel: (network: string) => `${network} (opens in a new tab)`,
    rights: (year: number) => `© ${year} Infragen. All rights reserved.`,
  },
  platformsTitle: 'Pick your platform',
  platformTiles: {
    aws: 'CloudFormation or Terraform for Amazon Web Services',
    azure: 'ARM templates, Bicep or Terraform for Microsoft Azure',
    gcp: 'Terraform with the Google provider for Google Cloud',
    terraform: 'Terraform HCL for any provider, across clouds',
    kubernetes: 'Kubernetes manifests or the Terraform kubernetes provider',
  },
  /** The landing's "try it": a generation without an account, kept if the visitor then signs up. */
  tryIt: {
    /** Link under the tiles to the chosen platform's section of the documentation. */
    platformDocs: (platform: string) => `${platform} in the documentation`,
    keepIt: 'Sign up to keep this conversation: it will be waiting in your workspace.',
    signUp: 'Sign up',
  },
  /** Read after the landing's Learn More by screen readers and search engines, which need its subject. */
  landingLearnMoreTopic: 'about Infragen in the documentation',
  /** A page's document title ("Pricing | Infragen"); the home page's title stands alone. */
  documentTitle: (page: string) => `${page} | Infragen`,
  notFound: {
    title: 'Page not found',
    description: 'There is no page at this address. Infragen turns plain English into infrastructure-as-code.',
  },
  pages: {
    home: {
      title: 'Infragen: Infrastructure as Code, Generated Instantly',
      description:
        'Describe the infrastructure you need in plain English and get Terraform, CloudFormation, ARM, Bicep or Kubernetes code, streamed live and checked.',
    },
    product: {
      title: 'Product',
      description:
        'How Infragen turns a plain-English request into infrastructure-as-code for AWS, Azure, Google Cloud, Terraform and Kubernetes.',
    },
    resources: {
      title: 'Resources',
      description: 'Documentation, the HTTP API description, example requests and where to get help with Infragen.',
    },
    pricing: {
      title: 'Pricing',
      description: 'Infragen plans: Starter at $0, Professional at $29 per month, and Enterprise with custom pricing.',
    },
    enterprise: {
      title: 'Enterprise',
      description:
        'Run Infragen on your own infrastructure with your own model endpoint, PostgreSQL and Redis, scaled with docker compose.',
    },
    about: {
      title: 'About',
      description:
        'What Infragen is: a self-hostable assistant that turns plain English into checked infrastructure-as-code.',
    },
    careers: {
      title: 'Careers',
      description: 'Open positions at Infragen: platform engineering, developer advocacy and realtime frontend work.',
    },
    contact: {
      title: 'Contact',
      description: 'Write to the Infragen team: questions, plans, partnerships. Every message is read by a person.',
    },
    features: {
      title: 'Features',
      description:
        'Live streaming generation, stop at any time, five platforms and nine formats, a built-in generator, GitHub push and self-hosting.',
    },
    blog: {
      title: 'Blog',
      description: 'Notes on infrastructure-as-code, generating it with language models, and running Infragen.',
    },
    community: {
      title: 'Community',
      description: 'Where Infragen users share prompts and templates, report problems and suggest features.',
    },
    support: {
      title: 'Support',
      description:
        'Open a support ticket, read the frequently asked questions and see the live status of the Infragen service.',
    },
    docs: {
      title: 'Documentation',
      description:
        'Infragen documentation: getting started, platforms and formats, models, checking, GitHub, self-hosting and the API.',
    },
    terms: {
      title: 'Terms of Service',
      description: 'The terms under which you may use Infragen and the code it generates.',
    },
    privacy: {
      title: 'Privacy Policy',
      description: 'What Infragen stores about you, why, for how long, and how to have it removed.',
    },
    cookies: {
      title: 'Cookie Policy',
      description: 'The cookies Infragen sets to keep you signed in, and the browser storage it uses.',
    },
    auth: { title: 'Sign in', description: 'Sign in to Infragen or create an account.' },
    app: {
      title: 'Generator workspace',
      description: 'Describe infrastructure in plain English and watch the code stream in.',
    },
    profile: { title: 'Profile', description: 'Your Infragen profile.' },
    githubCallback: { title: 'GitHub connection', description: 'Connecting your GitHub account to Infragen.' },
    adminLogin: { title: 'Administrator sign-in', description: 'Sign in to the Infragen operator panel.' },
    adminDashboard: { title: 'Dashboard', description: 'The Infragen operator panel.' },
    adminUsers: { title: 'User Management', description: 'The Infragen operator panel: users.' },
    adminSubscriptions: { title: 'Subscription Management', description: 'The Infragen operator panel: plans.' },
    adminAlerts: { title: 'System Alerts', description: 'The Infragen operator panel: system alerts.' },
    adminPromoCodes: { title: 'Promo Codes', description: 'The Infragen operator panel: promo codes.' },
    adminOpenai: { title: 'OpenAI Integration', description: 'The Infragen operator panel: the model connection.' },
    adminConfig: { title: 'System Configuration', description: 'The Infragen operator panel: settings.' },
    adminInbox: {
      title: 'Inbox',
      description: 'The Infragen operator panel: contact messages, support tickets and newsletter sign-ups.',
    },
  },
} as const;
