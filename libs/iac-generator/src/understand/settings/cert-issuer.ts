/**
 * The `ingressRoute` family, the cert-manager issuer an Ingress's certificate comes from: "TLS from
 * cert-manager using our existing ClusterIssuer letsencrypt-prod", "the issuer acme-staging". The issuer
 * runs already: the Ingress names it in cert-manager's annotation, and cert-manager fills the TLS secret.
 * settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// Words after "issuer" that are no issuer's name.
const NOT_A_NAME =
  '(?!(?:and|with|the|a|an|for|to|in|on|it|its|that|which|named|called|of|is|our|your|my|existing|shared|using|from|cert-?manager)\\b)';

export const CERT_ISSUER_K8S: Rule[] = [
  {
    re: new RegExp(
      `(?:\\bcert-?manager\\s+(?:using|with|via|from|through|and)\\s+(?:the\\s+|our\\s+|an?\\s+)?(?:existing\\s+)?)?(?:\\b(cluster[ -]?issuer|issuer)\\s+(?:named\\s+|called\\s+)?${NOT_A_NAME}([a-z0-9][a-z0-9.-]{0,61}[a-z0-9])\\b|\\b(?:the\\s+)?${NOT_A_NAME}([a-z0-9][a-z0-9.-]{0,61}[a-z0-9])\\s+(cluster[ -]?issuer|issuer)\\b)`,
      'g',
    ),
    // "cert-manager using ..." before the issuer is read with it: the annotation is cert-manager's.
    // Said of a certificate on Kubernetes: an OIDC or a token issuer is someone else's.
    when: /\bcert-?manager\b|\bcluster[ -]?issuer\b|\bingress\b/,
    read: (m) => {
      const word = m[1] ?? m[4];
      const name = m[2] ?? m[3];
      if (!word || !name) return undefined;
      return {
        label: 'certificate issuer',
        values: { certIssuer: { kind: /^cluster/.test(word) ? 'ClusterIssuer' : 'Issuer', name } },
        family: 'ingressRoute',
      };
    },
    examples: {
      reads: {
        'an ingress with tls from cert-manager using our existing clusterissuer acme-prod': {
          certIssuer: { kind: 'ClusterIssuer', name: 'acme-prod' },
        },
        'an ingress whose certificate comes from the vault-pki issuer': {
          certIssuer: { kind: 'Issuer', name: 'vault-pki' },
        },
      },
      leaves: ['an oidc provider whose issuer corp-sso signs the tokens'],
    },
  },
];
