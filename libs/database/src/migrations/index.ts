import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000Initial } from './Migration20261123000000Initial';
import { Migration20261123001000Accounts } from './Migration20261123001000Accounts';
import { Migration20261123010000ConversationsAndAlerts } from './Migration20261123010000ConversationsAndAlerts';
import { Migration20261124000000SystemSettings } from './Migration20261124000000SystemSettings';
import { Migration20261124200000OperatorPanel } from './Migration20261124200000OperatorPanel';
import { Migration20261124100000Github } from './Migration20261124100000Github';
import { Migration20261124300000CheckedOutput } from './Migration20261124300000CheckedOutput';
import { Migration20261124400000SiteForms } from './Migration20261124400000SiteForms';
import { Migration20261128200000SiteFormsHandled } from './Migration20261128200000SiteFormsHandled';
import { Migration20261128300000ProjectArchive } from './Migration20261128300000ProjectArchive';

/**
 * The migrations in order. Listed explicitly (not found by a glob) so the compiled app, the
 * TypeScript tests and a bundle all run exactly the same set. Append new ones at the end.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261123000000Initial', class: Migration20261123000000Initial },
  { name: 'Migration20261123001000Accounts', class: Migration20261123001000Accounts },
  { name: 'Migration20261123010000ConversationsAndAlerts', class: Migration20261123010000ConversationsAndAlerts },
  { name: 'Migration20261124000000SystemSettings', class: Migration20261124000000SystemSettings },
  { name: 'Migration20261124200000OperatorPanel', class: Migration20261124200000OperatorPanel },
  { name: 'Migration20261124100000Github', class: Migration20261124100000Github },
  { name: 'Migration20261124300000CheckedOutput', class: Migration20261124300000CheckedOutput },
  { name: 'Migration20261124400000SiteForms', class: Migration20261124400000SiteForms },
  { name: 'Migration20261128200000SiteFormsHandled', class: Migration20261128200000SiteFormsHandled },
  { name: 'Migration20261128300000ProjectArchive', class: Migration20261128300000ProjectArchive },
];
