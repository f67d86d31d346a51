import { defineRule, ex } from '../model';
import { ADMIN_PORTS, googleInbound, reportOpen } from '../helpers/network';

export const googleFirewallAdminOpen = defineRule({
  id: 'IG-GCP-001',
  title: 'Remote administration port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'SSH, RDP and WinRM reachable from any address are scanned for and attacked continuously; a weak or leaked credential is then all it takes.',
  remediation:
    'Restrict `source_ranges` to known ranges (Identity-Aware Proxy uses 35.235.240.0/20) or use OS Login through IAP instead of an open port.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, googleInbound(ctx), ADMIN_PORTS),
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
              ports    = ["22"]
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
              ports    = ["3389"]
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
              ports    = ["22"]
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
