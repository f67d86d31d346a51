/**
 * The `ingressRoute` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { NAME, ANY_NAME } from './k8s-words';

// The Service a route names: "service api", "svc api", "the web service", or a bare name with its port.
const ROUTE_SERVICE = `(?:the\\s+)?(?:(?:servi?ce|svc)\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})|(${ANY_NAME})\\s+(?:servi?ce|svc)\\b|(${ANY_NAME})(?=\\s+(?:on\\s+|at\\s+)?port\\b))`;

export const INGRESS_ROUTE_K8S_OBJECT: Rule[] = [
  // One route of an Ingress, read whole so that several routes stay apart: "/api to service api port
  // 8080 and / to the web service", "shop.example.com/cart -> cart-svc port 80". A Service named here is
  // referred to by name; it is not a workload to run.
  {
    re: new RegExp(
      `(?<![\\w/.:-])(?:(?:route|routes|routing|send|sends|sending|forward|forwards|forwarding)\\s+)?(?:([a-z0-9-]+(?:\\.[a-z0-9-]+)+))?(\\/[a-z0-9_./*-]*)\\s+(?:(?:is\\s+|are\\s+)?(?:goes|going|sent|sending|routed|routing|forwarded|forwarding|mapped)\\s+)?(?:to|->|\u2192|=>)\\s+${ROUTE_SERVICE}(?:'s)?(?:\\s+(?:on\\s+|at\\s+)?port\\s*(?:number\\s*)?(?:=|:)?\\s*(\\d{2,5})\\b)?`,
      'g',
    ),
    when: /\bingress?\b/,
    read: (m) => ({
      label: 'route',
      values: {
        ingressRoutes: [
          {
            ...(m[1] ? { host: m[1] } : {}),
            path: m[2],
            service: (m[3] ?? m[4] ?? m[5]) as string,
            ...(m[6] ? { port: Number(m[6]) } : {}),
          },
        ],
      },
      family: 'ingressRoute',
    }),
    examples: {
      reads: {
        'an ingress sending /orders to service orders-svc port 9000 and / to the front service': {
          ingressRoutes: [{ path: '/orders', service: 'orders-svc', port: 9000 }],
        },
        'an ingress with /docs -> docs-site port 3000': {
          ingressRoutes: [{ path: '/docs', service: 'docs-site', port: 3000 }],
        },
      },
      leaves: ['an ingress with a health check on /healthz', 'a cache in front of /api'],
    },
  },
  // The IngressClass an Ingress uses: "with the traefik ingress class", "ingressClassName: haproxy".
  {
    re: /(?:\b(?:with|using|uses|on|via|through|behind|for)\s+|(?<=(?:^|[,;]|\band)[ \t]*))(?:the\s+|an?\s+|our\s+|my\s+)?(?!(?:a|an|the|our|my|same|default|new|this|that)\s)([a-z0-9][a-z0-9-]*)\s+ingress[ -]?(?:class|controller)\b|\bingress[ -]?class(?:[ -]?name)?\s*(?:of|=|:|is)?\s*(?!(?:and|with|the|a|for|to|in|on|it|its|that|which|host|hosts?|tls)\b)([a-z0-9][a-z0-9-]*)/g,
    when: /\bingress/,
    read: (m) => ({ label: 'ingress class', values: { ingressClass: m[1] ?? m[2] }, family: 'ingressRoute' }),
    examples: {
      reads: {
        'an ingress using the traefik ingress class': { ingressClass: 'traefik' },
        'an ingress for shop.example.com, tls from secret shop-tls, nginx ingress class': { ingressClass: 'nginx' },
        'expose it with our haproxy ingress class: host a.example.org': { ingressClass: 'haproxy' },
      },
      // The last words of one turn and the first of the next: never a value.
      leaves: ['an ingress for the shop', 'an ingress with the default ingress class\nremove the tls'],
    },
  },
  // The port of the backend an Ingress sends to: "backend port 8080", "routing to service api-svc port 3000".
  // Only the number is used up, so the service's name is still read as the backend.
  {
    re: /(?<![\w-])(?:backend|service|svc)(?:'s)?\s+port\s*(?:number\s*)?(?:=|:|of)?\s*(\d{2,5})\b|\b(?:to|backend|backed by)\s+(?:the\s+)?(?:service|svc)\s+(?:named\s+|called\s+)?(?:q\u00a7\d+|[a-z0-9]+(?:-[a-z0-9]+)+)\s+port\s*(?:number\s*)?(?:=|:|of)?\s*(\d{2,5})\b/g,
    when: /\bingress/,
    read: (m) => ({ label: 'backend port', values: { backendPort: Number(m[1] ?? m[2]) }, family: 'ingressRoute' }),
    consume: [1, 2],
    examples: {
      reads: { 'an ingress to service api-svc port 3000': { backendPort: 3000 } },
      leaves: ['a service listening on port 3000'],
    },
  },
];

export const INGRESS_ROUTE_K8S: Rule[] = [
  // The largest request body an Ingress lets through: "the annotation for a 10m max body size", "max body
  // size of 25 MB", "client max body size 100m", "proxy body size: 8m". Kept as nginx spells a size (10m).
  {
    re: /\b(?:(\d{1,4})\s*(k|m|g)(?:i?b)?\s+(?:(?:client|proxy|request)\s+)?(?:max(?:imum)?\s+)?body[ -]?size|(?:(?:client|proxy|request)\s+)?(?:max(?:imum)?\s+)?body[ -]?size(?:\s+limit)?\s*(?:of|=|:|to|is)?\s*(\d{1,4})\s*(k|m|g)(?:i?b)?)\b/gi,
    when: /\bingress/,
    read: (m) => ({
      label: 'max body size',
      values: { maxBodySize: `${m[1] ?? m[3]}${(m[2] ?? m[4]).toLowerCase()}` },
      family: 'ingressRoute',
    }),
    examples: {
      reads: {
        'an ingress with the annotation for a 10m max body size': { maxBodySize: '10m' },
        'an ingress, max body size of 25 MB': { maxBodySize: '25m' },
        'an nginx ingress with client max body size 100m': { maxBodySize: '100m' },
        'ingress proxy body size: 8M': { maxBodySize: '8m' },
      },
      leaves: ['an ingress for a 10m upload service', 'a deployment with 512Mi of memory'],
    },
  },
  // An Ingress's certificate: "TLS from secret web-cert", "tls secret shop-tls", "secretName: x".
  {
    re: new RegExp(
      `\\b(?:tls|https|certificate)\\b[^.;,\\n]{0,24}?\\b(?:secret(?:\\s*name)?|cert(?:ificate)?\\s+secret)\\s*(?:named\\s+|called\\s+|=\\s*|:\\s*)?(${ANY_NAME})|\\bsecretname\\s*[:=]?\\s*(${ANY_NAME})`,
      'g',
    ),
    when: /\bingress/,
    read: (m) => ({
      label: 'TLS secret',
      values: { tlsSecret: m[1] ?? m[2] },
      flags: ['https'],
      family: 'ingressRoute',
    }),
    examples: {
      reads: { 'an ingress with tls from secret web-cert': { tlsSecret: 'web-cert' } },
      leaves: ['a secret web-cert'],
    },
  },
  // The Service an Ingress sends to: "routing /shop to service storefront", "to the cart-svc service".
  {
    re: new RegExp(
      `\\b(?:to|backend|backed by|forwards? to|points? to|in front of)\\s+(?:the\\s+)?(?:(?:service|svc)\\s+(?:named\\s+|called\\s+)?(${ANY_NAME})|(${NAME})\\s+(?:service|svc)\\b)`,
      'g',
    ),
    when: /\bingress/,
    read: (m) => ({ label: 'backend service', values: { backendService: m[1] ?? m[2] }, family: 'ingressRoute' }),
    examples: {
      reads: { 'an ingress for the shop, backed by service storefront': { backendService: 'storefront' } },
      leaves: ['a service storefront'],
    },
  },
];
