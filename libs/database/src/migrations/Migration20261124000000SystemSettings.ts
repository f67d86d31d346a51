import { Migration } from '@mikro-orm/migrations';

/** The operator's settings: one row per key that was changed from its default. */
export class Migration20261124000000SystemSettings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_configurations" (
      "config_key" text not null,
      "config_value" jsonb not null,
      "description" text null,
      "updated_by" uuid null,
      "updated_at" timestamptz not null default now(),
      constraint "system_configurations_pkey" primary key ("config_key")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_configurations" cascade;`);
  }
}
