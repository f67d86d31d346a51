/** The message catalogue's admin texts: part of `Messages` (messages.ts). */
export const AdminMessages = {
  admin: {
    authFailed: 'Authentication failed',
    failedToSignIn: 'Failed to sign in',
    adminRequired: 'Administrator access required.',
    loginTitle: 'Admin Login',
    loginSubtitle: 'Sign in to the administration panel',
    panelTitle: 'Admin Panel',
    demoHint: (email: string) =>
      `Demo administrator: ${email}. Its password was printed once in the server log at first start.`,
    nav: {
      dashboard: 'Dashboard',
      users: 'User Management',
      subscriptions: 'Subscription Management',
      alerts: 'System Alerts',
      promoCodes: 'Promo Codes',
      openai: 'OpenAI Integration',
      config: 'System Configuration',
      inbox: 'Inbox',
      backToDashboard: 'Back to Dashboard',
    },
  },
} as const;
