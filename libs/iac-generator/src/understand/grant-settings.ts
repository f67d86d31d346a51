/**
 * Grants by a role name the generator does not know ("give the app the Key Vault Frobnicator
 * role"): read as a role of their own, so the answer names them as not written instead of dropping
 * them while the rest of their clause (the vault, the identity) is read. Built-in roles the cloud
 * tables know are read first by their own rules; this one only sees the names left over.
 *
 * The rules are in their families' files (settings/<family>.ts, with their examples); this file is
 * the order they are tried in.
 */
import { type Rule } from './settings';
import { ROLE_GRANTS } from './settings/role';

export const GRANT_RULES: Rule[] = [...ROLE_GRANTS];
