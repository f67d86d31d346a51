/** Compute Engine, GKE, Cloud Run and Cloud Functions. No public IPs, Shielded VMs, dedicated service accounts. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { networkFor, serviceAccountFor } from './common';
const workload = (c: Component, plan: Planner) => {
  networkFor(c, plan);
  serviceAccountFor(c, plan);
};

export const COMPUTE_KINDS: Kind[] = [
  {
    kind: 'gcp.compute_instance',
    label: 'main',
    title: 'Compute Engine instance',
    needs: workload,
  },
  {
    kind: 'gcp.compute_instance_template',
    label: 'web',
    title: 'Instance template',
    needs: workload,
  },
  {
    kind: 'gcp.compute_instance_group_manager',
    label: 'web',
    title: 'Managed instance group',
    needs: (c, plan) => {
      const t =
        plan.first('gcp.compute_instance_template') ??
        plan.add('gcp.compute_instance_template', {
          implicit: 'the instance group creates VMs from a template',
          label: c.id,
        });
      c.ref.template = t;
      // What the request said about the group's VMs is the template's to write.
      for (const key of ['size', 'cpu', 'memoryMb', 'storageGb', 'os', 'osVersion'] as const)
        (t.attrs as unknown as Record<string, unknown>)[key] ??= c.attrs[key];
      if (c.attrs.flags.has('spot')) t.attrs.flags.add('spot');
      plan.handOver(
        c,
        t,
        'machine type',
        'instance type',
        'CPU',
        'memory',
        'storage',
        'operating system',
        'spot capacity',
      );
    },
  },
  {
    kind: 'gcp.compute_disk',
    label: 'data',
    title: 'Persistent disk',
  },
  {
    kind: 'gcp.container_cluster',
    label: 'main',
    title: 'GKE cluster',
    needs: (c, plan) => {
      networkFor(c, plan);
      plan.ensure('gcp.router_nat', 'private nodes pull images and updates through Cloud NAT, with no public IPs', {
        label: 'main',
      });
      // Autopilot manages the nodes itself: no node pool is written.
      if (c.attrs.flags.has('autopilot')) return;
      if (!plan.has('gcp.container_node_pool')) {
        const pool = plan.add('gcp.container_node_pool', {
          implicit: 'a separately managed node pool (the default one is removed)',
          label: 'default',
        });
        pool.ref.cluster = c;
        // What the request said about the cluster's nodes is the pool's to write.
        for (const key of ['nodes', 'desired', 'min', 'max', 'size', 'cpu', 'memoryMb', 'storageGb'] as const)
          (pool.attrs as unknown as Record<string, unknown>)[key] ??= c.attrs[key];
        if (c.attrs.flags.has('spot')) pool.attrs.flags.add('spot');
        plan.handOver(
          c,
          pool,
          'node count',
          'replicas',
          'scaling range',
          'minimum',
          'maximum',
          'machine type',
          'instance type',
          'CPU',
          'memory',
          'storage',
          'spot capacity',
        );
      }
    },
  },
  {
    kind: 'gcp.container_node_pool',
    label: 'default',
    title: 'GKE node pool',
    needs: (c, plan) => {
      c.ref.cluster ??= plan.ensure('gcp.container_cluster', 'the cluster the node pool joins', { label: 'main' });
      serviceAccountFor(c, plan);
    },
  },
  {
    kind: 'gcp.cloud_run_v2_service',
    label: 'app',
    title: 'Cloud Run service',
    needs: serviceAccountFor,
  },
  {
    kind: 'gcp.cloud_run_v2_job',
    label: 'task',
    title: 'Cloud Run job',
    needs: (c, plan) => {
      serviceAccountFor(c, plan);
      // A job on a schedule: Cloud Scheduler starts it through the Cloud Run API.
      if (c.attrs.schedule) {
        const job = plan.add('gcp.cloud_scheduler_job', {
          implicit: 'runs the job on its schedule',
          label: `${c.id}_schedule`,
          attrs: { schedule: c.attrs.schedule },
        });
        job.ref.runJob = c;
        plan.handOver(c, job, 'schedule');
      }
    },
  },
  {
    kind: 'gcp.cloudfunctions2_function',
    label: 'handler',
    title: 'Cloud Function (2nd gen)',
    needs: (c, plan) => {
      serviceAccountFor(c, plan);
      // A function on a schedule: Cloud Scheduler publishes to a topic that triggers it.
      if (c.attrs.schedule) {
        const topic = plan.add('gcp.pubsub_topic', {
          implicit: 'the schedule triggers the function through it',
          label: `${c.id}_trigger`,
        });
        const job = plan.add('gcp.cloud_scheduler_job', {
          implicit: 'runs the function on its schedule',
          label: `${c.id}_schedule`,
          attrs: { schedule: c.attrs.schedule },
        });
        job.ref.topic = topic;
        c.ref.trigger = topic;
        plan.handOver(c, job, 'schedule');
      }
      // A topic the request asked for, said with the function or with no subscription reading it, triggers it.
      const topic = plan
        .all('gcp.pubsub_topic')
        .find((t) => !t.implicit && (t.phrase === c.phrase || !plan.has('gcp.pubsub_subscription')));
      if (!c.ref.trigger && topic) c.ref.trigger = topic;
      c.ref.source =
        plan.first('gcp.storage_bucket') ??
        plan.add('gcp.storage_bucket', { implicit: 'holds the function source archive', label: `${c.id}_source` });
    },
  },
];
