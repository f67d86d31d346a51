/**
 * Image references are read by their shape (registry host, namespace, tag, digest), and words of
 * the same shape that are something else (URLs, paths, times, host:port pairs, repositories)
 * are left alone.
 */
import { readSettings } from './settings';

const images = (text: string) =>
  readSettings(text.toLowerCase())
    .filter((f) => f.label === 'image')
    .map((f) => f.values.image);

describe('container images are read by the shape of their reference', () => {
  it.each([
    ['a worker from registry.example.com:5000/team/worker:3.1', 'registry.example.com:5000/team/worker:3.1'],
    ['run europe-docker.pkg.dev/proj/apps/billing:7 there', 'europe-docker.pkg.dev/proj/apps/billing:7'],
    ['the example/indexer:v0.9.1 container', 'example/indexer:v0.9.1'],
    ['(image example/seed:2)', 'example/seed:2'],
    ['a pod of busybox:1.36', 'busybox:1.36'],
    ['caddy:latest behind it', 'caddy:latest'],
    ['the example/echo image', 'example/echo'],
    ['image example/echo', 'example/echo'],
    [`example/app@sha256:${'0'.repeat(64)}`, `example/app@sha256:${'0'.repeat(64)}`],
  ])('%s', (text, image) => {
    expect(images(text)).toEqual([image]);
  });

  it.each([
    'a webhook to https://hooks.example.com/ingest:v2',
    'the site comes from github.com/example/site',
    'grant roles/storage.admin to it',
    'a subnet 10.20.0.0/16',
    'backups at 23:00',
    'the cache at localhost:6379 and queue:8080',
    'the endpoint api.example.com:443',
    'logs go to /app/api/v2',
    'a ratio of 3:1',
    'an arn:aws:s3:::bucket/key:1',
  ])('not an image: %s', (text) => {
    expect(images(text)).toEqual([]);
  });
});

describe("a well-known product a workload runs is that product's official image", () => {
  it.each([
    ['a DaemonSet running fluent-bit on every node', 'fluent/fluent-bit:3.1'],
    ['a StatefulSet for Zookeeper 3.8 with 3 replicas', 'zookeeper:3.8'],
    ['a Keycloak deployment behind an ingress', 'quay.io/keycloak/keycloak:25.0'],
    ['pods running prometheus 2.54', 'prom/prometheus:v2.54'],
  ])('%s', (text, image) => {
    expect(images(text)).toEqual([image]);
  });

  it.each([
    // Named as the service a cloud runs, or next to nothing that runs containers: not an image.
    'an Amazon MQ broker for RabbitMQ 3.13',
    'a Postgres 16 RDS instance with 100 GB',
    'an ElastiCache Redis 7 cluster',
    'migrate WordPress to a new host, then a Deployment of example/site:2',
  ])('not a product image: %s', (text) => {
    expect(images(text).filter((i) => !/^example\//.test(String(i)))).toEqual([]);
  });
});
