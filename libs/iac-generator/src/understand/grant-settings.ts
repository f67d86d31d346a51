/**
 * Grants by a role name the generator does not know ("give the app the Key Vault Frobnicator
 * role"): read as a role of their own, so the answer names them as not written instead of dropping
 * them while the rest of their clause (the vault, the identity) is read. Built-in roles the cloud
 * tables know are read first by their own rules; this one only sees the names left over.
 */
import { type Rule } from './settings';
import { wordOf } from './word-list';

// Words before "role" that describe a role rather than name one ("an execution role", "its own role").
const GENERIC = wordOf(`
    the
    a
    an
    its
    their
    own
    same
    new
    custom
    execution
    service
    iam
    task
    instance
    assumed
    that
    this
    one
    which
    each
    every
    right
    correct
    proper
    needed
    required
    minimal
    least[- ]privilege
  `);

export const GRANT_RULES: Rule[] = [
  // Roles named by everyday words count as a grant when they are given on something:
  // "with Contributor on the resource group", "gets Reader access over the subscription" (never
  // "a reader on the cluster", a database replica).
  {
    re: /(?<=\b(?:with|grant(?:s|ed|ing)?|giv(?:e|es|en|ing)|assign(?:s|ed|ing)?|gets?|has|have|receives?)\s+(?:the\s+)?)(owner|contributor|reader)\s+(?:access\s+|rights\s+|permissions?\s+)?(?:on|over|at|across)\s+(?:the|this|that|its|our|their)\s+[a-z]/g,
    read: (m) => ({ label: 'role', values: { roleNames: [m[1]] }, family: 'role' }),
    consume: 1,
  },
  // "grant/give/assign ... the <Name> role": the verb makes it a grant, the name is up to four words.
  {
    re: /(?<=\b(?:grant(?:s|ed|ing)?|giv(?:e|es|en|ing)|assign(?:s|ed|ing)?|gets?|receives?)\b[^.;\n]{0,60}?)\b(?:the|an?)\s+((?:[a-z][a-z]*\s+){0,3}[a-z][a-z]*)\s+role\b(?!\s+(?:assignment|definition|binding))/g,
    read: (m) => {
      const words = m[1].split(/\s+/);
      if (words.some((w) => GENERIC.test(w))) return undefined;
      return { label: 'unknown role', values: { unknownRoles: [m[1]] }, family: 'role' };
    },
    consume: 1,
    when: /\brole\b/,
  },
];
