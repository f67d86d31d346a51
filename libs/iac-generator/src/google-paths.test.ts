/**
 * A Google resource path given whole ("projects/p/global/networks/n", ".../keyRings/r/cryptoKeys/k") is
 * one identifier of a thing that exists (issue 24, EXIST, NAME): its words ask for nothing of their own
 * (the "gcs" of a key's name is no second bucket, so the bucket asked for is created, not looked up), a
 * network named by one is referred to with its name and project from the path, and no placeholder of
 * the reading shows in a line. Prompts are our own.
 */
import { generateInfrastructure } from './index';

const gcp = (prompt: string) =>
  generateInfrastructure({ prompt, platform: 'gcp', format: 'terraform-google', history: [] });
const text = (files: { content: string }[]) => files.map((f) => f.content).join('\n');

describe('Google resource paths are identifiers of existing things', () => {
  it('a bucket asked with an existing key path is created, and the key is referred to by its path', () => {
    const r = gcp(
      'gcs bucket widget-exports in US multi-region, CMEK with existing key projects/widget-sec/locations/us/keyRings/exports/cryptoKeys/gcs-exports, 200 day retention policy',
    );
    const t = text(r.files);
    expect(t).toMatch(/resource "google_storage_bucket" "widget-exports"/);
    expect(t).not.toMatch(/data "google_storage_bucket"|resource "google_kms_crypto_key"/);
    expect(t).toMatch(/default\s+= "projects\/widget-sec\/locations\/us\/keyRings\/exports\/cryptoKeys\/gcs-exports"/);
    expect(r.explanation).not.toMatch(/q\u00a7\d/);
  });

  it('a network given by its path is looked up by its name in its project, never created', () => {
    const t = text(
      gcp(
        'Cloud SQL Postgres 15 for our billing app, private IP only from the shared VPC network projects/widget-net/global/networks/core-vpc which already exists',
      ).files,
    );
    expect(t).toMatch(/data "google_compute_network"/);
    expect(t).not.toMatch(/resource "google_compute_network"/);
    expect(t).toMatch(/default\s+= "core-vpc"/);
    expect(t).toMatch(/default\s+= "widget-net"/);
  });

  it('a database named in a later sentence is the one the instance holds', () => {
    const t = text(
      gcp('Cloud SQL Postgres 15 for our orders app on db-custom-2-7680. Create a database called ledger too.').files,
    );
    expect(t).toMatch(/resource "google_sql_database" "\w+" \{[^}]*name\s+= "ledger"/);
    expect(t).not.toMatch(/resource "google_sql_database_instance" "\w+" \{\s*[^}]*?name\s+= "ledger"/);
  });
});
