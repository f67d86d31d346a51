/**
 * Copy of what a signed-in user sees of their account beyond the profile form (credits, promo
 * codes, projects) and the api's answers about it, part of the message catalogue. Apart from
 * `Messages` so that only the profile page (loaded on first visit) carries it.
 */
export const AccountCopy = {
  registrationClosed: 'Sign-up is closed at the moment. Please check back later.',
  accountDisabled: (supportEmail: string) => `This account has been disabled. Contact ${supportEmail} for help.`,
  credits: {
    title: 'Credits',
    balance: (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'} available`,
    perGeneration: 'Each generation uses one credit; a generation that fails gives it back.',
    spendingOff: 'Generations use no credits at the moment.',
    builtInFree:
      'Generations come from the built-in generator at the moment, which uses no credits: only language-model generations do.',
    plan: (name: string) => `Plan: ${name}`,
    planCredits: (n: number | null, period: string) =>
      n === null
        ? 'Unlimited generations'
        : `${n} credits every ${period === 'yearly' ? 'year' : 'month'}, added at the start of each period`,
    nextGrant: (date: string) => `Next credits on ${date}`,
    exhausted:
      'You have no credits left. Redeem a promo code on your profile page, or wait for the next credits of your plan.',
    failedToLoad: 'Failed to load credits',
    history: 'Recent activity',
    reasons: {
      signup: 'Welcome credits',
      plan: 'Plan credits',
      promo: 'Promo code',
      generation: 'Generation',
      refund: 'Failed generation given back',
      admin: 'Added by an administrator',
    },
  },
  promo: {
    title: 'Redeem a Promo Code',
    label: 'Promo code',
    redeem: 'Redeem',
    redeeming: 'Redeeming...',
    required: 'Enter a promo code',
    tooLong: 'A promo code has at most 32 characters',
    redeemedCredits: (n: number) => `Promo code redeemed: ${n} ${n === 1 ? 'credit' : 'credits'} added`,
    redeemedDiscount: (discount: string) =>
      `Promo code redeemed: a ${discount} discount is recorded on your account for your next plan payment`,
    notFound: 'This promo code does not exist.',
    inactive: 'This promo code is not active.',
    expired: 'This promo code has expired.',
    usedUp: 'This promo code has been used up.',
    alreadyRedeemed: 'You have already redeemed this promo code.',
    failed: 'Failed to redeem promo code',
    yourCodes: 'Redeemed codes',
  },
  projects: {
    title: 'Projects',
    kept: (active: number, max: number | null) =>
      max === null
        ? `${active} active ${active === 1 ? 'project' : 'projects'}`
        : `${active} of ${max} active projects`,
    retention: (max: number) =>
      `You can have ${max} active projects. Archived ones are kept, can be opened and restored, and do not count; nothing is ever removed unless you delete it.`,
    none: 'No projects yet: every conversation you start in the workspace is one.',
    delete: 'Delete',
    open: 'Open',
    archive: 'Archive',
    restore: 'Restore',
    archivedTitle: 'Archived',
    archived: 'Project archived: it is kept and no longer counts toward your limit',
    restored: 'Project restored',
    failedToArchive: 'Failed to archive project',
    failedToRestore: 'Failed to restore project',
    confirmDelete: (title: string) => `Delete the project "${title}" with its generated code?`,
    deleted: 'Project deleted',
    failedToLoad: 'Failed to load projects',
    failedToDelete: 'Failed to delete project',
    notFound: 'No such project.',
    busy: 'This project is still generating: stop it first.',
  },
} as const;
