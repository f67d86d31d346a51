import { Migration } from '@mikro-orm/migrations';

const STARTER = '5a1f3c2e-0001-4c6b-9e6f-7a2b3c4d5e01';
const PROFESSIONAL = '5a1f3c2e-0002-4c6b-9e6f-7a2b3c4d5e02';

/** The seeded plans' descriptions: before (promising project counts no plan enforces) and after. */
const DESCRIPTIONS: [id: string, before: string, after: string][] = [
  [
    STARTER,
    'For trying things out: 3 projects and 50 AI generations per month.',
    'For trying things out: 50 AI generations per month; the built-in generator uses no credits.',
  ],
  [
    PROFESSIONAL,
    'For working engineers: unlimited projects and 500 AI generations per month.',
    'For working engineers: 500 AI generations per month; the built-in generator uses no credits.',
  ],
];

/**
 * Projects (conversations) a user archives: kept whole and readable, restorable, and not counted
 * toward the operator's max_projects_per_user. The limit counts active projects and never deletes
 * one (decision 031); archiving is how a person at the limit makes room without losing work.
 * The seeded plans stop promising project counts (no plan sets one; the operator's limit is the
 * same for all), unless an operator already rewrote them.
 */
export class Migration20261128300000ProjectArchive extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "conversations" add column "archived_at" timestamptz null;`);
    for (const [id, before, after] of DESCRIPTIONS)
      this.addSql(
        `update "subscription_plans" set "description" = '${after}' where "id" = '${id}' and "description" = '${before}';`,
      );
  }

  override async down(): Promise<void> {
    for (const [id, before, after] of DESCRIPTIONS)
      this.addSql(
        `update "subscription_plans" set "description" = '${before}' where "id" = '${id}' and "description" = '${after}';`,
      );
    this.addSql(`alter table "conversations" drop column "archived_at";`);
  }
}
