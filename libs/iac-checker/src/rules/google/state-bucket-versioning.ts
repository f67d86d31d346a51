import { defineRule, ex } from '../model';
import { STATE_NAME } from '../aws/state-bucket-versioning';
import { at } from '../view/node';

export const googleStateBucketVersioning = defineRule({
  id: 'IG-GCP-024',
  title: 'Terraform state bucket without versioning',
  severity: 'HIGH',
  rationale:
    'Without object versioning, an overwritten or deleted state file cannot be recovered, and Terraform loses track of everything it manages.',
  remediation: 'Add `versioning { enabled = true }` to the bucket that holds the state.',
  checks: {
    terraform: (ctx) => {
      const backendBuckets = ctx.backends('gcs').map((b) => b.get('bucket')?.value());
      for (const r of ctx.resources('google_storage_bucket')) {
        const name = r.identity;
        const isState =
          STATE_NAME.test(r.name) ||
          (typeof name === 'string' && (STATE_NAME.test(name) || backendBuckets.includes(name)));
        if (!isState) continue;
        const enabled = at(r.body, 'versioning.enabled');
        if (!enabled) ctx.report(r, r.body.get('versioning'));
        else if (enabled.value() === false) ctx.report(r, enabled);
      }
    },
  },
  examples: {
    'terraform-google': {
      bad: [
        ex`
          terraform {
            backend "gcs" {
              bucket = "acme-infra"
              prefix = "prod"
            }
          }
          resource "google_storage_bucket" "infra" { #!
            name                        = "acme-infra"
            location                    = "EU"
            uniform_bucket_level_access = true
          }
        `,
        ex`
          resource "google_storage_bucket" "tfstate" {
            name                        = "acme-tfstate"
            location                    = "EU"
            uniform_bucket_level_access = true
            versioning {
              enabled = false #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource "google_storage_bucket" "tfstate" {
            name                        = "acme-tfstate"
            location                    = "EU"
            uniform_bucket_level_access = true
            versioning {
              enabled = true
            }
          }
        `,
      ],
      omitted: ex`
        resource "google_storage_bucket" "terraform_state" { #!
          name                        = "acme-state"
          location                    = "EU"
          uniform_bucket_level_access = true
        }
      `,
    },
  },
});
