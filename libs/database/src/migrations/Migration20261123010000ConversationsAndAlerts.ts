import { Migration } from '@mikro-orm/migrations';

/** Conversations ("projects") with their messages, and the administrators' system alerts. */
export class Migration20261123010000ConversationsAndAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "conversations" (
      "id" uuid not null,
      "user_id" uuid null,
      "anon_session_hash" text null,
      "title" text not null,
      "platform" text not null,
      "format" text not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "conversations_pkey" primary key ("id")
    );`);
    this.addSql(`create index "conversations_user_id_updated_at_index" on "conversations" ("user_id", "updated_at");`);
    this.addSql(`create table "conversation_messages" (
      "id" uuid not null,
      "conversation_id" uuid not null,
      "position" bigserial,
      "role" text not null,
      "content" text not null,
      "is_code" boolean not null default false,
      "generation_id" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "conversation_messages_pkey" primary key ("id"),
      constraint "conversation_messages_role_check" check ("role" in ('user', 'assistant'))
    );`);
    this.addSql(
      `create index "conversation_messages_conversation_id_position_index" on "conversation_messages" ("conversation_id", "position");`,
    );
    this.addSql(`create table "system_alerts" (
      "id" uuid not null,
      "title" text not null,
      "message" text not null,
      "alert_type" text not null default 'error',
      "severity" text not null,
      "is_resolved" boolean not null default false,
      "resolved_at" timestamptz null,
      "resolved_by" uuid null,
      "fingerprint" text null,
      "occurrences" int not null default 1,
      "last_seen_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now(),
      constraint "system_alerts_pkey" primary key ("id"),
      constraint "system_alerts_severity_check" check ("severity" in ('critical', 'high', 'medium', 'low'))
    );`);
    this.addSql(
      `create index "system_alerts_is_resolved_created_at_index" on "system_alerts" ("is_resolved", "created_at");`,
    );
    // One open alert per fingerprint; concurrent workers raising the same alert meet here.
    this.addSql(
      `create unique index "system_alerts_open_fingerprint_unique" on "system_alerts" ("fingerprint") where "is_resolved" = false and "fingerprint" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_alerts" cascade;`);
    this.addSql(`drop table if exists "conversation_messages" cascade;`);
    this.addSql(`drop table if exists "conversations" cascade;`);
  }
}
