/**
 * The terms of service, the privacy policy and the cookie policy, part of the message catalogue.
 * They describe what the product really stores and sets; only those three pages load this module.
 */
interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}

const UPDATED = 'Last updated: November 24, 2026';

const terms: LegalDocument = {
  lead: 'These terms apply when you use Infragen: the website, the generator workspace and the HTTP API. By creating an account or generating code you accept them.',
  updated: UPDATED,
  sections: [
    {
      title: 'The service',
      paragraphs: [
        'Infragen turns requests written in plain English into infrastructure-as-code. It can be used without an account, within the limits the site sets; an account keeps your conversations and lets you connect GitHub.',
        'The operator of an installation may change its limits, plans and settings, or put it into maintenance for a while.',
      ],
    },
    {
      title: 'Your account',
      paragraphs: [
        'Give your real email address and keep your password to yourself. You are responsible for what is done with your account. Tell us at once if you think someone else has used it.',
        'We may suspend an account that abuses the service, for example by trying to get around its rate limits or by sending requests meant to harm others.',
      ],
    },
    {
      title: 'Generated code',
      paragraphs: [
        'The code you generate is yours to use. It is produced by a language model or by the built-in generator and checked automatically, but no check finds every mistake: review it, and test it in a safe environment, before you deploy it.',
        'Infragen is not liable for costs, outages or data loss caused by deploying generated code.',
      ],
    },
    {
      title: 'What you send us',
      paragraphs: [
        'Do not put passwords, keys, tokens or personal data of others into your requests. Requests and answers are stored with your conversation so you can come back to them.',
      ],
    },
    {
      title: 'GitHub',
      paragraphs: [
        'When you connect GitHub you allow Infragen to list your repositories and organizations and to push the files you choose. You can disconnect at any time; the stored token is then deleted.',
      ],
    },
    {
      title: 'Plans and payment',
      paragraphs: [
        'Plans, their credits and their prices are shown on the pricing page. A generation spends a credit when it is accepted, also when you stop it early; one that fails gives it back.',
      ],
    },
    {
      title: 'Changes',
      paragraphs: [
        'We may update these terms. The date above says when they last changed; continuing to use the service after a change means you accept the new terms.',
      ],
    },
  ],
};

const privacy: LegalDocument = {
  lead: 'What Infragen stores about you, why, and how to have it removed. We keep only what the product needs to work.',
  updated: UPDATED,
  sections: [
    {
      title: 'Your account',
      paragraphs: [
        'Your full name, your email address and a hash of your password (argon2id; the password itself is never stored). Your sessions, each with a hash of its refresh token and its dates.',
        'If you fill in your profile: your name, business email, role, and optionally your organization and LinkedIn address.',
      ],
    },
    {
      title: 'Your conversations',
      paragraphs: [
        'The requests you write and the answers, with the generated files and the results of their checks, so you can reopen a conversation and ask a follow-up. Without an account, your generations are tied to a random token kept by your browser; only a hash of it is stored.',
        'When a language model is configured, your request and the recent messages of its conversation are sent to that model’s provider to produce the answer.',
      ],
    },
    {
      title: 'GitHub',
      paragraphs: [
        'If you connect GitHub: your GitHub login and name, your organizations, the repository you selected and the access token, encrypted at rest with AES-256-GCM. Disconnecting deletes them.',
      ],
    },
    {
      title: 'Forms',
      paragraphs: [
        'Messages sent through the contact form, support tickets and newsletter addresses are stored so that the team can answer them, and are visible to administrators only.',
      ],
    },
    {
      title: 'Logs and limits',
      paragraphs: [
        'The servers write logs of requests (address, path, status, a request id) to find faults; logs never contain passwords, tokens or keys. Rate limits count requests per address and per account for an hour at most.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'You can read and correct your profile at any time. To have your account and everything tied to it deleted, write to us through the contact form from the email address of the account.',
      ],
    },
  ],
};

const cookies: LegalDocument = {
  lead: 'Infragen sets a cookie only when you sign in, to keep you signed in, and uses your browser’s storage for nothing that tracks you.',
  updated: UPDATED,
  sections: [
    {
      title: 'The session cookie',
      paragraphs: [
        '`infragen_refresh` holds the refresh token of your session. It is httpOnly (page scripts cannot read it), SameSite=Strict, sent only to the session endpoints under `/api/auth`, and ends when you sign out or after the session has been unused for the configured number of days.',
        'Administrators signed in to the operator panel get a separate cookie of the same kind, `infragen_admin_refresh`.',
      ],
    },
    {
      title: 'Browser storage',
      paragraphs: [
        'The operator panel keeps the administrator’s short-lived access token in local storage. Nothing else is stored for you in the browser beyond the page’s own memory.',
      ],
    },
    {
      title: 'No tracking',
      paragraphs: [
        'There are no advertising or analytics cookies and no third-party scripts. Blocking cookies only stops you from staying signed in.',
      ],
    },
  ],
};

export const LegalCopy = { terms, privacy, cookies } as const;
