/**
 * How the official images of well-known products run: the port they listen on, the user they run
 * as, the paths they write to (each gets a volume, since the root filesystem is read-only), where
 * they keep data, and the secret key they read a password from. Keyed by image repository.
 */
export interface ProductRuntime {
  port?: number;
  uid: number;
  writable: string[];
  dataPath?: string;
  env?: { name: string; value: string }[];
  memory: string;
  secretKey?: string;
  /** Pod sysctls it needs (the restricted profile allows the safe ones). */
  sysctls?: { name: string; value: string }[];
}

const DB = { uid: 999, memory: '1Gi' };

export const PRODUCT_RUNTIMES: Record<string, ProductRuntime> = {
  postgres: {
    ...DB,
    port: 5432,
    writable: ['/var/run/postgresql', '/tmp'],
    dataPath: '/var/lib/postgresql/data',
    env: [{ name: 'PGDATA', value: '/var/lib/postgresql/data/pgdata' }],
    secretKey: 'POSTGRES_PASSWORD',
  },
  mysql: {
    ...DB,
    port: 3306,
    writable: ['/var/run/mysqld', '/tmp'],
    dataPath: '/var/lib/mysql',
    secretKey: 'MYSQL_ROOT_PASSWORD',
  },
  mariadb: {
    ...DB,
    port: 3306,
    writable: ['/run/mysqld', '/tmp'],
    dataPath: '/var/lib/mysql',
    secretKey: 'MARIADB_ROOT_PASSWORD',
  },
  redis: { uid: 999, port: 6379, writable: ['/tmp'], dataPath: '/data', memory: '512Mi' },
  mongo: { ...DB, port: 27017, writable: ['/tmp'], dataPath: '/data/db', secretKey: 'MONGO_INITDB_ROOT_PASSWORD' },
  memcached: { uid: 11211, port: 11211, writable: ['/tmp'], memory: '512Mi' },
  rabbitmq: {
    ...DB,
    port: 5672,
    writable: ['/tmp'],
    dataPath: '/var/lib/rabbitmq',
    secretKey: 'RABBITMQ_DEFAULT_PASS',
  },
  'apache/kafka': {
    uid: 1000,
    port: 9092,
    writable: ['/tmp', '/opt/kafka/config'],
    dataPath: '/var/lib/kafka/data',
    memory: '2Gi',
  },
  zookeeper: { uid: 1000, port: 2181, writable: ['/tmp', '/logs'], dataPath: '/data', memory: '1Gi' },
  nats: { uid: 1000, port: 4222, writable: ['/tmp'], dataPath: '/data', memory: '512Mi' },
  cassandra: { ...DB, port: 9042, writable: ['/tmp'], dataPath: '/var/lib/cassandra', memory: '4Gi' },
  'docker.elastic.co/elasticsearch/elasticsearch': {
    uid: 1000,
    port: 9200,
    writable: ['/tmp'],
    dataPath: '/usr/share/elasticsearch/data',
    memory: '4Gi',
  },
  'docker.elastic.co/kibana/kibana': { uid: 1000, port: 5601, writable: ['/tmp'], memory: '1Gi' },
  'clickhouse/clickhouse-server': {
    uid: 101,
    port: 8123,
    writable: ['/tmp'],
    dataPath: '/var/lib/clickhouse',
    memory: '2Gi',
  },
  'minio/minio': { uid: 1000, port: 9000, writable: ['/tmp'], dataPath: '/data', memory: '1Gi' },
  wordpress: { uid: 33, port: 80, writable: ['/tmp', '/var/run/apache2'], dataPath: '/var/www/html', memory: '512Mi' },
  ghost: { uid: 1000, port: 2368, writable: ['/tmp'], dataPath: '/var/lib/ghost/content', memory: '512Mi' },
  nextcloud: { uid: 33, port: 80, writable: ['/tmp', '/var/run/apache2'], dataPath: '/var/www/html', memory: '1Gi' },
  'gitea/gitea': { uid: 1000, port: 3000, writable: ['/tmp'], dataPath: '/data', memory: '512Mi' },
  'jenkins/jenkins': { uid: 1000, port: 8080, writable: ['/tmp'], dataPath: '/var/jenkins_home', memory: '2Gi' },
  'quay.io/keycloak/keycloak': { uid: 1000, port: 8080, writable: ['/tmp'], memory: '1Gi' },
  'hashicorp/vault': { uid: 100, port: 8200, writable: ['/tmp'], dataPath: '/vault/data', memory: '512Mi' },
  'hashicorp/consul': { uid: 100, port: 8500, writable: ['/tmp'], dataPath: '/consul/data', memory: '512Mi' },
  'fluent/fluent-bit': { uid: 65534, port: 2020, writable: ['/tmp'], memory: '128Mi' },
  'fluent/fluentd': { uid: 999, port: 24224, writable: ['/tmp'], memory: '512Mi' },
  'prom/node-exporter': { uid: 65534, port: 9100, writable: ['/tmp'], memory: '128Mi' },
  'prom/prometheus': { uid: 65534, port: 9090, writable: ['/tmp'], dataPath: '/prometheus', memory: '2Gi' },
  'prom/alertmanager': { uid: 65534, port: 9093, writable: ['/tmp'], dataPath: '/alertmanager', memory: '256Mi' },
  'prom/blackbox-exporter': { uid: 65534, port: 9115, writable: ['/tmp'], memory: '128Mi' },
  'registry.k8s.io/kube-state-metrics/kube-state-metrics': {
    uid: 65534,
    port: 8080,
    writable: ['/tmp'],
    memory: '256Mi',
  },
  'grafana/grafana': { uid: 472, port: 3000, writable: ['/tmp'], dataPath: '/var/lib/grafana', memory: '512Mi' },
  'grafana/loki': { uid: 10001, port: 3100, writable: ['/tmp'], dataPath: '/loki', memory: '1Gi' },
  'grafana/promtail': { uid: 10001, port: 9080, writable: ['/tmp'], memory: '256Mi' },
  'otel/opentelemetry-collector': { uid: 10001, port: 4317, writable: ['/tmp'], memory: '512Mi' },
  traefik: { uid: 65532, port: 8000, writable: ['/tmp'], memory: '256Mi' },
  caddy: { uid: 1000, port: 8080, writable: ['/tmp', '/config', '/data'], memory: '256Mi' },
  haproxy: { uid: 99, port: 8080, writable: ['/tmp', '/var/lib/haproxy'], memory: '256Mi' },
  httpd: { uid: 33, port: 8080, writable: ['/tmp', '/usr/local/apache2/logs'], memory: '256Mi' },
  // The official image, kept as the request names it: as its own nginx user (101) it writes only its
  // cache and pid, and binds port 80 through the safe sysctl that opens low ports to non-root.
  nginx: {
    uid: 101,
    port: 80,
    writable: ['/tmp', '/var/cache/nginx', '/run'],
    memory: '256Mi',
    sysctls: [{ name: 'net.ipv4.ip_unprivileged_port_start', value: '0' }],
  },
};

/** The repository of an image reference: "docker.io/library/redis:7" -> "redis". */
export function repositoryOf(image: string): string {
  return image
    .replace(/@sha256:[a-f0-9]+$/, '')
    .replace(/:[^/:]+$/, '')
    .replace(/^(?:docker\.io\/)?(?:library\/)?/, '');
}
