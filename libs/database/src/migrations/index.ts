import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000Initial } from './Migration20261123000000Initial';
import { Migration20261123001000Accounts } from './Migration20261123001000Accounts';
import { Migration20261123010000ConversationsAndAlerts } from './Migration20261123010000ConversationsAndAlerts';

/**
 * The migrations in order. Listed explicitly (not found by a glob) so the compiled app, the
 * TypeScript tests and a bundle all run exactly the same set. Append new ones at the end.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261123000000Initial', class: Migration20261123000000Initial },
  { name: 'Migration20261123001000Accounts', class: Migration20261123001000Accounts },
  { name: 'Migration20261123010000ConversationsAndAlerts', class: Migration20261123010000ConversationsAndAlerts },
];
