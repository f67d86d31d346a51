import { Migration } from '@mikro-orm/migrations';

/**
 * Checked output: a generation may be `validating` (its answer is being checked, between running
 * and its ending), and keeps the findings of its kept answer (`diagnostics`) and what its repair
 * rounds did (`repair`). The partial index of unfinished generations (the reconciler's and the
 * claim's) covers the new status.
 */
export class Migration20261124300000CheckedOutput extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "generations" drop constraint if exists "generations_status_check";`);
    this.addSql(
      `alter table "generations" add constraint "generations_status_check" check ("status" in ('queued', 'running', 'validating', 'completed', 'failed', 'cancelled'));`,
    );
    this.addSql(`alter table "generations" add column "diagnostics" jsonb null, add column "repair" jsonb null;`);
    this.addSql(`drop index if exists "generations_status_index";`);
    this.addSql(
      `create index "generations_status_index" on "generations" ("status") where "status" in ('queued', 'running', 'validating');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "generations_status_index";`);
    this.addSql(
      `create index "generations_status_index" on "generations" ("status") where "status" in ('queued', 'running');`,
    );
    this.addSql(`alter table "generations" drop column if exists "diagnostics", drop column if exists "repair";`);
    // A generation caught validating cannot stay so under the older lifecycle: it was running.
    this.addSql(`update "generations" set "status" = 'running' where "status" = 'validating';`);
    this.addSql(`alter table "generations" drop constraint if exists "generations_status_check";`);
    this.addSql(
      `alter table "generations" add constraint "generations_status_check" check ("status" in ('queued', 'running', 'completed', 'failed', 'cancelled'));`,
    );
  }
}
