/**
 * The one catalogue of user-facing text. The api and the web app both read from here; the texts
 * listed in docs/product-rules.md are exact and must not be reworded.
 *
 * Functions take the variable parts, so a caller can never build the sentence differently. Each
 * area's texts live in a file of their own under messages/; this object joins them.
 */
import { SiteMessages } from './messages/site';
import { AuthMessages } from './messages/auth';
import { AdminMessages } from './messages/admin';
import { ProfileMessages } from './messages/profile';
import { WorkspaceMessages } from './messages/workspace';
import { GenerationMessages } from './messages/generation';
import { GithubMessages } from './messages/github';
import { AlertsMessages } from './messages/alerts';
import { RealtimeMessages } from './messages/realtime';
import { HttpMessages } from './messages/http';
import { CheckMessages } from './messages/checks';
import { SecurityCheckMessages } from './messages/security-checks';
import { CheckedOutputMessages } from './messages/checked-output';
import { SiteFormsMessages } from './messages/site-forms';

export const Messages = {
  ...SiteMessages,
  ...AuthMessages,
  ...AdminMessages,
  ...ProfileMessages,
  ...WorkspaceMessages,
  ...GenerationMessages,
  ...GithubMessages,
  ...AlertsMessages,
  ...RealtimeMessages,
  ...HttpMessages,
  ...CheckedOutputMessages,
  ...SiteFormsMessages,
} as const;

/**
 * The sentences of checked output's diagnostics (validation, security rules, secrets, waivers). Only
 * the server writes them; the browser shows the text it receives. Kept apart from `Messages` so the
 * web app's bundle does not carry them.
 */
// Written as a call marked pure (an object spread counts as a side effect to the bundler), so a
// bundle that never reads it leaves it and both files out.
export const DiagnosticMessages = /* @__PURE__ */ Object.assign({}, CheckMessages, SecurityCheckMessages);

/**
 * The built-in generator's texts. Only the server writes them; kept apart from `Messages`, like
 * `DiagnosticMessages`, so the web app's bundle does not carry them.
 */
export { GeneratorMessages } from './messages/generator';
