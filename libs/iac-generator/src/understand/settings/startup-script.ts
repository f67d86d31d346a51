/**
 * The `startupScript` settings family: software a machine installs when it boots ("a startup script that
 * installs nginx", "startup script installing nginx and certbot"). What is installed runs on the machine:
 * its words name packages, never a service of their own (nginx is no Cloud Run service here).
 */
import { type Rule } from '../settings';

const PACKAGE = String.raw`[a-z0-9][a-z0-9.+-]*`;

export const STARTUP_SCRIPT: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b(?:startup|start-up|boot)[- ]?script\s+(?:that\s+|which\s+|to\s+)?install(?:s|ing)?\s+(${PACKAGE}(?:(?:,?\s+and\s+|\s*\+\s*)${PACKAGE})*)`,
      'g',
    ),
    read: (m) => ({
      label: 'startup script',
      values: { startupPackages: m[1].split(/,?\s+and\s+|\s*\+\s*/).filter(Boolean) },
      family: 'startupScript',
    }),
    examples: {
      reads: {
        'an instance template with a startup script that installs caddy': { startupPackages: ['caddy'] },
        'vms with a startup script installing haproxy and certbot': { startupPackages: ['haproxy', 'certbot'] },
      },
      leaves: ['install the cli on my laptop'],
      // A list goes on with "and" or "+" only: after a comma the request says something else ("nginx, tagged web").
    },
  },
];
