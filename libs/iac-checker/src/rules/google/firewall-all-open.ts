import { defineRule, ex } from '../model';
import { googleInbound, reportOpen } from '../helpers/network';

export const googleFirewallAllOpen = defineRule({
  id: 'IG-GCP-003',
  title: 'Every port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'A rule allowing all protocols or all ports from any address exposes every service on the matching instances, including ones never meant to be public.',
  remediation: 'Allow only the protocols and ports the service needs, from the ranges that need them.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, googleInbound(ctx), 'all'),
  },
  examples: {
    'terraform-google': {
      bad: [
        ex`
          resource "google_compute_firewall" "any" {
            name    = "any"
            network = "default"
            allow {
              protocol = "all"
            }
            source_ranges = ["0.0.0.0/0"] #!
          }
        `,
        ex`
          resource "google_compute_firewall" "tcp" { #!
            name    = "tcp"
            network = "default"
            allow {
              protocol = "tcp"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "google_compute_firewall" "internal" {
            name    = "internal"
            network = "default"
            allow {
              protocol = "all"
            }
            source_ranges = ["10.128.0.0/9"]
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
