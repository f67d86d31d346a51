import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "generations" (
      "id" uuid not null,
      "status" text not null default 'queued',
      "prompt" text not null,
      "platform" text not null,
      "format" text not null,
      "history" jsonb not null default '[]',
      "user_id" uuid null,
      "anon_session_hash" text null,
      "conversation_id" uuid null,
      "text" text not null default '',
      "seq" int not null default 0,
      "result" jsonb null,
      "error" text null,
      "cancel_requested_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "started_at" timestamptz null,
      "finished_at" timestamptz null,
      constraint "generations_pkey" primary key ("id"),
      constraint "generations_status_check" check ("status" in ('queued', 'running', 'completed', 'failed', 'cancelled'))
    );`);
    this.addSql(`create index "generations_user_id_created_at_index" on "generations" ("user_id", "created_at");`);
    this.addSql(
      `create index "generations_status_index" on "generations" ("status") where "status" in ('queued', 'running');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "generations" cascade;`);
  }
}
