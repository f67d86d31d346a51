import 'reflect-metadata';
import { Client } from 'pg';
import { runMigrations } from '@infragen/database';
import { PG_ADMIN_URL, databaseUrl } from './pg-admin';

/**
 * Once per test run: a template database migrated from scratch. Each test file then gets a fresh
 * copy in milliseconds (`CREATE DATABASE ... TEMPLATE`), so tests never see each other's rows.
 * Names carry this run's pid, so parallel runs on one machine do not collide.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.INFRAGEN_TEST_PG_TEMPLATE) return;
  const template = `infragen_tpl_${process.pid}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  await runMigrations({ url: databaseUrl(template), poolMax: 1 });
  process.env.INFRAGEN_TEST_PG_TEMPLATE = template;
}
