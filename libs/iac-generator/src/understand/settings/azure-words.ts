/** Words and helpers the rules moved from azure-settings.ts share. */
import { ROLE_NAMES } from '../../model/azure-roles';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Roles whose names are everyday words (Owner, Reader) count only beside the word "role".
export const PLAIN = ROLE_NAMES.filter((r) => !/^(?:owner|contributor|reader)$/i.test(r)).map((r) =>
  escape(r.toLowerCase()),
);
export const ANY_ROLE = ROLE_NAMES.map((r) => escape(r.toLowerCase())).join('|');
// A folder as written in a request ("/web", "dist", "apps/site").
export const FOLDER =
  '(?!(?:is|in|at|the|a|an|and|to|of)\\b)(\\/?[a-z0-9_-]+(?:\\.[a-z0-9_-]+)*(?:\\/[a-z0-9_-]+(?:\\.[a-z0-9_-]+)*)*\\/?)';
// A region list after "to": up to the end of the clause, before another component is introduced.
export const clauseAfter = (all: string, at: number) =>
  all.slice(at).split(/[.;\n]|\b(?:with|for|and (?:a|an|the))\b/)[0];
