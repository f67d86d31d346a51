import { defineRule, ex } from '../model';

export const k8sIngressTls = defineRule({
  id: 'IG-K8S-022',
  title: 'Ingress serves plain HTTP',
  severity: 'MEDIUM',
  rationale:
    'An Ingress without a `tls` section serves its hosts over HTTP only, so logins, cookies and data cross the internet unencrypted.',
  remediation: 'Add `spec.tls` with the hosts and a certificate Secret (cert-manager can issue it).',
  checks: {
    kubernetes: (ctx) => {
      for (const r of ctx.resources('Ingress')) if (!r.body.get('spec')?.list('tls').length) ctx.report(r);
    },
  },
  examples: {
    'kubernetes-yaml': {
      bad: [
        ex`
          apiVersion: networking.k8s.io/v1
          kind: Ingress #!
          metadata:
            name: web
          spec:
            rules:
              - host: app.example.com
                http:
                  paths:
                    - path: /
                      pathType: Prefix
                      backend:
                        service:
                          name: web
                          port:
                            number: 80
        `,
      ],
      good: [
        ex`
          apiVersion: networking.k8s.io/v1
          kind: Ingress
          metadata:
            name: web
          spec:
            tls:
              - hosts: [app.example.com]
                secretName: web-tls
            rules:
              - host: app.example.com
                http:
                  paths:
                    - path: /
                      pathType: Prefix
                      backend:
                        service:
                          name: web
                          port:
                            number: 80
        `,
      ],
      omitted: ex`
        apiVersion: networking.k8s.io/v1
        kind: Ingress #!
        metadata:
          name: web
        spec:
          defaultBackend:
            service:
              name: web
              port:
                number: 80
      `,
    },
    'terraform-kubernetes': {
      bad: [
        ex`
          resource "kubernetes_ingress_v1" "web" { #!
            metadata {
              name = "web"
            }
            spec {
              rule {
                host = "app.example.com"
                http {
                  path {
                    path      = "/"
                    path_type = "Prefix"
                    backend {
                      service {
                        name = "web"
                        port {
                          number = 80
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "kubernetes_ingress_v1" "web" {
            metadata {
              name = "web"
            }
            spec {
              tls {
                hosts       = ["app.example.com"]
                secret_name = "web-tls"
              }
              rule {
                host = "app.example.com"
                http {
                  path {
                    path      = "/"
                    path_type = "Prefix"
                    backend {
                      service {
                        name = "web"
                        port {
                          number = 80
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "kubernetes_ingress_v1" "web" { #!
          metadata {
            name = "web"
          }
          spec {
            default_backend {
              service {
                name = "web"
                port {
                  number = 80
                }
              }
            }
          }
        }
      `,
    },
  },
});
