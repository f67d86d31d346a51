import { Migration } from '@mikro-orm/migrations';

const TABLES = ['contact_messages', 'support_tickets', 'newsletter_subscriptions'] as const;

/**
 * The administrators' inbox: each contact message, support ticket and newsletter address can be
 * marked handled (when, and by which administrator) and opened again. The administrator's account
 * may go; the mark stays (who becomes null).
 */
export class Migration20261128200000SiteFormsHandled extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(
        `alter table "${table}" add column "handled_at" timestamptz null, add column "handled_by" uuid null;`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_handled_by_foreign" foreign key ("handled_by") references "users" ("id") on update cascade on delete set null;`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_handled_by_foreign";`);
      this.addSql(`alter table "${table}" drop column if exists "handled_at", drop column if exists "handled_by";`);
    }
  }
}
