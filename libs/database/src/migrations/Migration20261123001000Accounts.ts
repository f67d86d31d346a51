import { Migration } from '@mikro-orm/migrations';

/** Accounts: users, their sessions (refresh-token families), refresh tokens (hashes only), profiles. */
export class Migration20261123001000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "users" (
      "id" uuid not null,
      "email" text not null,
      "password_hash" text not null,
      "full_name" text not null,
      "role" text check ("role" in ('user', 'admin')) not null default 'user',
      "email_verified_at" timestamptz null,
      "email_verify_token_hash" text null,
      "email_verify_expires_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "users_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `alter table "users" add constraint "users_email_verify_token_hash_unique" unique ("email_verify_token_hash");`,
    );

    this.addSql(`create table "sessions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "kind" text check ("kind" in ('user', 'admin')) not null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz not null default now(),
      "revoked_at" timestamptz null,
      "revoked_reason" text null,
      constraint "sessions_pkey" primary key ("id")
    );`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "refresh_tokens" (
      "id" uuid not null,
      "session_id" uuid not null,
      "token_hash" text not null,
      "created_at" timestamptz not null default now(),
      "used_at" timestamptz null,
      constraint "refresh_tokens_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "refresh_tokens_session_id_index" on "refresh_tokens" ("session_id");`);

    this.addSql(`create table "profiles" (
      "id" uuid not null,
      "full_name" text not null,
      "business_email" text not null,
      "role" text not null,
      "organization" text null,
      "linkedin_profile" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "profiles_pkey" primary key ("id")
    );`);

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "profiles" add constraint "profiles_id_foreign" foreign key ("id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "profiles" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }
}
