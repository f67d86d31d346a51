import { defineRule, ex } from '../model';
import { containers } from '../helpers/pods';
import { reportImages } from '../helpers/images';

export const k8sImageUnpinned = defineRule({
  id: 'IG-K8S-013',
  title: 'Container image not pinned',
  severity: 'MEDIUM',
  rationale:
    'An image without a tag, or tagged latest, means each node pulls whatever was pushed last: pods of one Deployment can run different code, and rollbacks do not roll back.',
  remediation: 'Name a version tag (`nginx:1.27.2`) or, better, a digest (`nginx@sha256:...`).',
  checks: {
    kubernetes: (ctx) =>
      reportImages(
        ctx,
        containers(ctx).map((c) => ({ resource: c.pod.resource, image: c.node.get('image') })),
      ),
  },
  examples: {
    'kubernetes-yaml': {
      bad: [
        ex`
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: web
          spec:
            selector:
              matchLabels:
                app: web
            template:
              metadata:
                labels:
                  app: web
              spec:
                initContainers:
                  - name: migrate
                    image: acme/migrate:latest #!
                containers:
                  - name: web
                    image: nginx #!
        `,
      ],
      good: [
        ex`
          apiVersion: v1
          kind: Pod
          metadata:
            name: web
          spec:
            containers:
              - name: web
                image: registry.example.com:5000/web:2.4.1
        `,
      ],
      omitted: ex`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          selector:
            app: web
          ports:
            - port: 80
      `,
    },
    'terraform-kubernetes': {
      bad: [
        ex`
          resource "kubernetes_pod_v1" "web" {
            metadata {
              name = "web"
            }
            spec {
              container {
                name  = "web"
                image = "nginx:latest" #!
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "kubernetes_pod_v1" "web" {
            metadata {
              name = "web"
            }
            spec {
              container {
                name  = "web"
                image = "nginx@sha256:8f4a9d2e6b1c3a5f7e9d0b2c4a6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e"
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "kubernetes_service_v1" "web" {
          metadata {
            name = "web"
          }
          spec {
            selector = { app = "web" }
            port {
              port = 80
            }
          }
        }
      `,
    },
  },
});
