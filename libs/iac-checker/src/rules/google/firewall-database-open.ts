import { defineRule, ex } from '../model';
import { DATABASE_PORTS, googleInbound, reportOpen } from '../helpers/network';

export const googleFirewallDatabaseOpen = defineRule({
  id: 'IG-GCP-002',
  title: 'Database or cache port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'Database and cache ports reachable from anywhere expose the data to password guessing and to flaws in the engine; caches often answer without any password.',
  remediation: "Allow the port only from the application's network tags or service accounts, or the VPC's own ranges.",
  checks: {
    terraform: (ctx) => reportOpen(ctx, googleInbound(ctx), DATABASE_PORTS),
  },
  examples: {
    'terraform-google': {
      bad: [
        ex`
          resource "google_compute_firewall" "open" {
            name    = "open"
            network = "default"
            allow {
              protocol = "tcp"
              ports    = ["5432"]
            }
            source_ranges = ["0.0.0.0/0"] #!
          }
        `,
        ex`
          resource "google_compute_firewall" "no_source" { #!
            name    = "no-source"
            network = "default"
            allow {
              protocol = "tcp"
              ports    = ["6379"]
            }
          }
        `,
      ],
      good: [
        ex`
          resource "google_compute_firewall" "scoped" {
            name    = "scoped"
            network = "default"
            allow {
              protocol = "tcp"
              ports    = ["5432"]
            }
            source_ranges = ["35.235.240.0/20"]
          }
        `,
        ex`
          resource "google_compute_firewall" "egress" {
            name      = "egress"
            network   = "default"
            direction = "EGRESS"
            allow {
              protocol = "all"
            }
            destination_ranges = ["0.0.0.0/0"]
          }
        `,
      ],
      omitted: ex`
        resource "google_compute_network" "main" {
          name                    = "main"
          auto_create_subnetworks = false
        }
      `,
    },
  },
});
