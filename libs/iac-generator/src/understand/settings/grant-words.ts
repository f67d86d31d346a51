/** Words and helpers the rules moved from grant-settings.ts share. */
import { wordOf } from '../word-list';

// Words before "role" that describe a role rather than name one ("an execution role", "its own role").
export const GENERIC = wordOf(`
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
