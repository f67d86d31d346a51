/**
 * Container images named in a request, read by the shape of an image reference rather than from a
 * list of known images: a registry host ("ghcr.io/example/worker:1.4", "us-docker.pkg.dev/p/r/app:1"), a
 * namespace with a tag or digest ("grafana/loki:3.1.0"), or a name with a version tag
 * ("httpd:2.4", "redis:7-alpine"). A reference without a tag ("acme/echo-server") is an image only
 * when the request calls it one ("the acme/echo-server image", "image acme/echo-server"), because a bare
 * "owner/name" is as often a repository or a path.
 * settings.ts reads them as the "image" setting of the nearest workload that runs a container.
 */

// The grammar of a reference (distribution/reference), lower-case as the request is read.
const COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const HOST = '(?:localhost|(?:[a-z0-9-]+\\.)+[a-z0-9-]+)(?::\\d{2,5})?';
const TAG = ':[a-z0-9_](?:[a-z0-9_.-]{0,126}[a-z0-9_])?';
const DIGEST = '@sha256:[a-f0-9]{64}';
// Not inside a URL, a path, an ARN or an address ("https://x.io/a", "/app/api", "arn:aws:...").
export const IMAGE_REFERENCE = new RegExp(
  `(?<![\\w./:@-])((?:${HOST}/)?${COMPONENT}(?:/${COMPONENT})*)(${TAG})?(${DIGEST})?(?![\\w/:@-])`,
  'g',
);
// A tag that is a version or a well-known moving tag: "name:value" in prose is rarely an image otherwise.
const VERSION_TAG = /^:(?:v?\d|latest\b|stable\b)/;
const CALLED_AN_IMAGE_BEFORE = /\b(?:image|img)\s*(?:[:=]\s*|of\s+|is\s+)?$/;
const CALLED_AN_IMAGE_AFTER = /^\s+(?:(?:docker|container|oci)\s+)?images?\b/;

/** The image a match of IMAGE_REFERENCE in `lower` (the lower-cased request) names, if it is one. */
export function imageAt(m: RegExpMatchArray, lower: string): string | undefined {
  const [whole, path, tag, digest] = m;
  const start = m.index ?? 0;
  const end = start + whole.length;
  const called =
    CALLED_AN_IMAGE_BEFORE.test(lower.slice(Math.max(0, start - 12), start)) ||
    CALLED_AN_IMAGE_AFTER.test(lower.slice(end, end + 24));
  // "owner/name" without a tag ("github.com/acme/portal", "roles/pubsub.publisher") is an image only when called one.
  if (path.includes('/')) return tag || digest || called ? whole : undefined;
  // A single name: a letter first and no dots, so "23:00" and "api.example.com:443" are not images, and
  // a tag of three digits or more is a port ("localhost:8080", "redis:6379").
  const single = /^[a-z][a-z0-9_-]*$/.test(path) && path !== 'localhost' && !/^:\d{3,}$/.test(tag ?? '');
  const pinned = !!digest || (!!tag && VERSION_TAG.test(tag));
  return single && (pinned || (called && !!tag)) ? whole : undefined;
}

/**
 * Well-known products and their official public images: what a workload "running fluent-bit" or a
 * "RabbitMQ 3.13 StatefulSet" runs. `tag` is the version used when none is stated; `v` says the
 * project tags its releases with a leading "v" ("prom/node-exporter:v1.8.2").
 */
interface ProductImage {
  words: string;
  image: string;
  tag: string;
  v?: boolean;
}

const PRODUCT_IMAGES: ProductImage[] = [
  { words: 'fluent[ -]?bit', image: 'fluent/fluent-bit', tag: '3.1' },
  { words: 'fluentd', image: 'fluent/fluentd', tag: 'v1.17-1', v: true },
  { words: 'node[ -]exporter', image: 'prom/node-exporter', tag: 'v1.8.2', v: true },
  { words: 'prometheus', image: 'prom/prometheus', tag: 'v2.53.0', v: true },
  { words: 'alertmanager', image: 'prom/alertmanager', tag: 'v0.27.0', v: true },
  { words: 'blackbox[ -]exporter', image: 'prom/blackbox-exporter', tag: 'v0.25.0', v: true },
  {
    words: 'kube[ -]state[ -]metrics',
    image: 'registry.k8s.io/kube-state-metrics/kube-state-metrics',
    tag: 'v2.13.0',
    v: true,
  },
  { words: 'grafana', image: 'grafana/grafana', tag: '11.1.0' },
  { words: 'loki', image: 'grafana/loki', tag: '3.1.0' },
  { words: 'promtail', image: 'grafana/promtail', tag: '3.1.0' },
  { words: 'otel collector|opentelemetry collector', image: 'otel/opentelemetry-collector', tag: '0.105.0' },
  { words: 'wordpress', image: 'wordpress', tag: '6.6' },
  { words: 'ghost', image: 'ghost', tag: '5' },
  { words: 'nextcloud', image: 'nextcloud', tag: '29' },
  { words: 'gitea', image: 'gitea/gitea', tag: '1.22' },
  { words: 'jenkins', image: 'jenkins/jenkins', tag: 'lts' },
  { words: 'keycloak', image: 'quay.io/keycloak/keycloak', tag: '25.0' },
  { words: 'vault', image: 'hashicorp/vault', tag: '1.17' },
  { words: 'consul', image: 'hashicorp/consul', tag: '1.19' },
  { words: 'rabbit ?mq', image: 'rabbitmq', tag: '3.13' },
  // Apache publishes ActiveMQ's two brokers as images of their own: Artemis and Classic.
  { words: 'active ?mq[ -]artemis|artemis', image: 'apache/activemq-artemis', tag: '2.37.0' },
  { words: 'active ?mq(?:[ -]classic)?', image: 'apache/activemq-classic', tag: '5.18.4' },
  { words: 'kafka', image: 'apache/kafka', tag: '3.7.1' },
  { words: 'zookeeper', image: 'zookeeper', tag: '3.9' },
  { words: 'nats', image: 'nats', tag: '2.10' },
  { words: 'redis|valkey', image: 'redis', tag: '7.4' },
  { words: 'postgres(?:ql)?', image: 'postgres', tag: '16' },
  { words: 'mysql', image: 'mysql', tag: '8.4' },
  { words: 'mariadb', image: 'mariadb', tag: '11.4' },
  { words: 'mongo(?:db)?', image: 'mongo', tag: '7.0' },
  { words: 'memcached', image: 'memcached', tag: '1.6' },
  { words: 'cassandra', image: 'cassandra', tag: '4.1' },
  { words: 'elasticsearch', image: 'docker.elastic.co/elasticsearch/elasticsearch', tag: '8.14.3' },
  { words: 'kibana', image: 'docker.elastic.co/kibana/kibana', tag: '8.14.3' },
  { words: 'clickhouse', image: 'clickhouse/clickhouse-server', tag: '24.3' },
  { words: 'minio', image: 'minio/minio', tag: 'RELEASE.2024-07-16T23-46-41Z' },
  { words: 'traefik', image: 'traefik', tag: 'v3.1', v: true },
  { words: 'caddy', image: 'caddy', tag: '2.8' },
  { words: 'haproxy', image: 'haproxy', tag: '3.0' },
  { words: 'httpd|apache(?: httpd| web server)?', image: 'httpd', tag: '2.4' },
  { words: 'nginx', image: 'nginx', tag: '1.27' },
  { words: 'busybox', image: 'busybox', tag: '1.37' },
];

// A product runs in a workload when the words say so: "running fluent-bit", "deploy Kafka 3.7", "a DaemonSet for
// node-exporter", "a Gitea Deployment", "the grafana container". A product named elsewhere
// ("Set up Nextcloud: a MariaDB StatefulSet ...", "an Amazon MQ broker for RabbitMQ") is not an image.
const RUNS_BEFORE =
  /\b(?:running|runs?|deploy(?:s|ing)?|for|of|with|using|image)\s+(?:the\s+|a\s+|an\s+|official\s+)*$/;
// The product's role may come between it and the workload: "a Kafka 3.7 broker StatefulSet".
const WORKLOAD_AFTER =
  /^\s+(?:(?:message\s+)?(?:brokers?|servers?|clusters?|caches?)\s+)?(?:deployments?|stateful ?sets?|daemon ?sets?|pods?|containers?|images?|cron ?jobs?|jobs?|workloads?|agents?|sidecars?)\b/;

export const PRODUCT_REFERENCE = new RegExp(
  `(?<![\\w./:@-])(${PRODUCT_IMAGES.map((p) => `(?:${p.words})`).join('|')})(?:\\s+(?:version\\s+|v)?|-v?)?(\\d{1,4}(?:\\.\\d{1,3}){0,2})?(?![\\w/:@.-]*[\\w/@])`,
  'g',
);

/** The image a match of PRODUCT_REFERENCE in `lower` names when it says a workload runs the product. */
export function productImageAt(m: RegExpMatchArray, lower: string): string | undefined {
  const start = m.index ?? 0;
  const end = start + m[0].length;
  if (
    !RUNS_BEFORE.test(lower.slice(Math.max(0, start - 40), start)) &&
    !WORKLOAD_AFTER.test(lower.slice(end, end + 24))
  )
    return undefined;
  const product = PRODUCT_IMAGES.find((p) => new RegExp(`^(?:${p.words})$`).test(m[1]));
  if (!product) return undefined;
  const version = m[2];
  const tag = version ? `${product.v ? 'v' : ''}${version}` : product.tag;
  return `${product.image}:${tag}`;
}
