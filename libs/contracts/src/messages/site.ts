/** The message catalogue's app, landing, health, notFound, common texts: part of `Messages` (messages.ts). */
export const SiteMessages = {
  app: {
    name: 'Infragen',
    tagline: 'Supercharge your DevOps team with AI-generated infrastructure code',
    poweredBy: 'Powered by OpenAI-compatible language models',
  },
  landing: {
    title: 'Infrastructure as Code, Generated Instantly',
    subtitle:
      'Describe what you need and get production-ready code that follows best practices and security standards.',
    // Decision 032: what holds for a visitor in every installation (free, no account, an hourly
    // limit per address); "unlimited" was not true.
    noSignup: 'No signup required • Generate code free, within an hourly limit',
    getStarted: 'Get Started',
    learnMore: 'Learn More',
    features: {
      instant: {
        title: 'Instant Generation',
        text: 'Describe your infrastructure in plain English and watch the code stream in.',
      },
      bestPractices: {
        title: 'Best Practices',
        text: 'Encryption on, nothing public unless asked, no hard-coded secrets.',
      },
      deployReady: {
        title: 'Deploy Ready',
        text: 'Validated and security-scanned, ready to copy, download or push to GitHub.',
      },
    },
  },
  health: {
    operational: 'All systems operational',
    degraded: (down: readonly string[]) => `Degraded: ${down.join(', ')} unavailable`,
    unknown: 'Status unknown',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    home: 'Return to Home',
  },
  common: {
    loading: 'Loading...',
    error: 'Error',
    unexpected: 'An unexpected error occurred',
    comingSoon: 'Coming soon',
    notBuiltYet: 'This part of the product is not built yet.',
  },
} as const;
