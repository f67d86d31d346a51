import { defineRule, ex } from '../model';
import { flagAll, isTrue } from '../helpers/settings';

export const googleGkeClientCertificate = defineRule({
  id: 'IG-GCP-019',
  title: 'GKE cluster issues a client certificate',
  severity: 'HIGH',
  rationale:
    "The issued client certificate is a long-lived cluster-admin credential that cannot be revoked short of rotating the cluster's certificate authority.",
  remediation: 'Leave `issue_client_certificate = false` (the default) and authenticate with Google identities.',
  checks: {
    terraform: (ctx) =>
      flagAll(
        ctx,
        ['google_container_cluster'],
        'master_auth.client_certificate_config.issue_client_certificate',
        isTrue,
      ),
  },
  examples: {
    'terraform-google': {
      bad: [
        ex`
          resource "google_container_cluster" "main" {
            name               = "main"
            location           = "europe-west1"
            initial_node_count = 1
            master_auth {
              client_certificate_config {
                issue_client_certificate = true #!
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "google_container_cluster" "main" {
            name               = "main"
            location           = "europe-west1"
            initial_node_count = 1
            master_auth {
              client_certificate_config {
                issue_client_certificate = false
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "google_container_cluster" "main" {
          name               = "main"
          location           = "europe-west1"
          initial_node_count = 1
        }
      `,
    },
  },
});
