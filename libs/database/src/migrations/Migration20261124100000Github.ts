import { Migration } from '@mikro-orm/migrations';

/**
 * GitHub: each user's connection (the token only sealed, never in clear) and the pushes of
 * generated files, from request to result.
 */
export class Migration20261124100000Github extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "user_github_connections" (
      "user_id" uuid not null,
      "github_user" jsonb not null,
      "organizations" jsonb not null default '[]',
      "selected_repo" jsonb null,
      "token_ciphertext" text not null,
      "scopes" jsonb not null default '[]',
      "status" text check ("status" in ('active', 'broken')) not null default 'active',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "user_github_connections_pkey" primary key ("user_id")
    );`);
    this.addSql(
      `alter table "user_github_connections" add constraint "user_github_connections_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "github_pushes" (
      "id" uuid not null,
      "user_id" uuid not null,
      "generation_id" uuid not null,
      "status" text check ("status" in ('queued', 'running', 'completed', 'failed')) not null default 'queued',
      "repository" text null,
      "temporary" boolean not null,
      "private" boolean not null,
      "pull_request" boolean not null,
      "commit_message" text not null,
      "filename" text null,
      "files" int not null,
      "branch" text null,
      "commit_sha" text null,
      "commit_url" text null,
      "pull_request_url" text null,
      "repository_url" text null,
      "error" text null,
      "error_code" text null,
      "created_at" timestamptz not null default now(),
      "started_at" timestamptz null,
      "finished_at" timestamptz null,
      constraint "github_pushes_pkey" primary key ("id")
    );`);
    this.addSql(`create index "github_pushes_user_id_created_at_index" on "github_pushes" ("user_id", "created_at");`);
    this.addSql(
      `alter table "github_pushes" add constraint "github_pushes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "github_pushes" add constraint "github_pushes_generation_id_foreign" foreign key ("generation_id") references "generations" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "github_pushes" cascade;`);
    this.addSql(`drop table if exists "user_github_connections" cascade;`);
  }
}
