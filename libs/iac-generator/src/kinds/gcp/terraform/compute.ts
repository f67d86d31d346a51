/**
 * Compute Engine, GKE, Cloud Run and Cloud Functions as hashicorp/google resources. No public IPs, Shielded VMs,
 * dedicated service accounts.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { gName, labels, project, region, saEmail } from './common';
import { bootImage, machineType, runLimits } from '../settings';
import { cloudFunctionsRuntime, runtimeImage } from '../../../model/runtimes';
import { type TerraformWriter } from '../../../render/terraform/context';

/** Spot VMs, when the request asked for them. */
const spot = (c: Component) =>
  c.attrs.flags.has('spot')
    ? block({
        provisioning_model: 'SPOT',
        preemptible: true,
        automatic_restart: false,
        instance_termination_action: 'STOP',
      })
    : undefined;

const shielded = () => block({ enable_secure_boot: true, enable_vtpm: true, enable_integrity_monitoring: true });

export const COMPUTE_TERRAFORM: Record<string, TerraformWriter> = {
  'gcp.compute_instance': {
    resourceType: 'google_compute_instance',
    write: (c, x) => {
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c),
          zone: expr(`"\${var.region}-b"`),
          machine_type: machineType(c, 'e2-medium'),
          deletion_protection: true,
          scheduling: spot(c),
          tags: [gName(c)],
          labels: labels(c),
          metadata: { 'block-project-ssh-keys': 'true', 'enable-oslogin': 'TRUE' },
          boot_disk: block({
            initialize_params: block({ image: bootImage(c), size: c.attrs.storageGb ?? 20, type: 'pd-balanced' }),
          }),
          network_interface: block({ subnetwork: x.ref(c.ref.subnetwork as Component) }),
          service_account: block({ email: saEmail(c, x), scopes: ['cloud-platform'] }),
          shielded_instance_config: shielded(),
        },
        'No public IP, OS Login instead of project SSH keys, Shielded VM, its own service account.',
      );
    },
  },
  'gcp.compute_instance_template': {
    resourceType: 'google_compute_instance_template',
    write: (c, x) => {
      x.primary(c, {
        project: project(x),
        name_prefix: `${gName(c, 50)}-`,
        machine_type: machineType(c, 'e2-medium'),
        tags: [gName(c)],
        labels: labels(c),
        metadata: { 'block-project-ssh-keys': 'true', 'enable-oslogin': 'TRUE' },
        scheduling: spot(c),
        disk: block({
          source_image: bootImage(c),
          auto_delete: true,
          boot: true,
          disk_type: 'pd-balanced',
          disk_size_gb: c.attrs.storageGb,
        }),
        network_interface: block({ subnetwork: x.ref(c.ref.subnetwork as Component) }),
        service_account: block({ email: saEmail(c, x), scopes: ['cloud-platform'] }),
        shielded_instance_config: shielded(),
        lifecycle: block({ create_before_destroy: true }),
      });
    },
  },
  'gcp.compute_instance_group_manager': {
    resourceType: 'google_compute_region_instance_group_manager',
    write: (c, x) => {
      const min = c.attrs.min ?? c.attrs.desired ?? 2;
      x.primary(c, {
        project: project(x),
        name: gName(c),
        region: region(x),
        base_instance_name: gName(c, 50),
        target_size: c.attrs.desired,
        version: block({ instance_template: x.ref(c.ref.template as Component, 'self_link_unique') }),
        // The ports a load balancer's backend service names: plain HTTP on the stated port, and HTTPS.
        named_port: [block({ name: 'http', port: c.attrs.ports[0] ?? 80 }), block({ name: 'https', port: 443 })],
        update_policy: block({
          type: 'PROACTIVE',
          minimal_action: 'REPLACE',
          max_surge_fixed: 3,
          max_unavailable_fixed: 0,
        }),
      });
      x.resource('google_compute_region_autoscaler', c.id, {
        project: project(x),
        name: `${gName(c, 50)}-as`,
        region: region(x),
        target: x.ref(c),
        autoscaling_policy: block({
          min_replicas: min,
          max_replicas: Math.max(min, c.attrs.max ?? 4, c.attrs.desired ?? 0),
          cooldown_period: 60,
          // The stated CPU target ("autoscaled at 60% CPU"), else 70%; memory is not a signal the autoscaler has.
          cpu_utilization: block({
            target: c.attrs.targetMetric === 'memory' ? 0.7 : (c.attrs.targetPercent ?? 70) / 100,
          }),
        }),
      });
    },
  },
  'gcp.compute_disk': {
    resourceType: 'google_compute_disk',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        name: gName(c),
        zone: expr(`"\${var.region}-b"`),
        type: 'pd-balanced',
        size: c.attrs.storageGb ?? 100,
        labels: labels(c),
      }),
  },
  'gcp.container_cluster': {
    resourceType: 'google_container_cluster',
    write: (c, x) => {
      // Autopilot clusters manage their own nodes: no node pools, no node settings.
      const autopilot = c.attrs.flags.has('autopilot');
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c, 40),
          location: region(x),
          network: x.ref(c.ref.network as Component),
          subnetwork: x.ref(c.ref.subnetwork as Component),
          enable_autopilot: autopilot || undefined,
          remove_default_node_pool: autopilot ? undefined : true,
          initial_node_count: autopilot ? undefined : 1,
          deletion_protection: true,
          enable_shielded_nodes: autopilot ? undefined : true,
          min_master_version: c.attrs.version,
          release_channel: block({ channel: 'REGULAR' }),
          ip_allocation_policy: block({
            cluster_secondary_range_name: 'pods',
            services_secondary_range_name: 'services',
          }),
          private_cluster_config: block({
            enable_private_nodes: true,
            enable_private_endpoint: false,
            master_ipv4_cidr_block: '172.16.0.0/28',
          }),
          master_authorized_networks_config: block({
            cidr_blocks: block({ cidr_block: '10.0.0.0/8', display_name: 'internal' }),
          }),
          workload_identity_config: block({ workload_pool: expr(`"\${var.project_id}.svc.id.goog"`) }),
          network_policy: autopilot ? undefined : block({ enabled: true }),
          binary_authorization: block({ evaluation_mode: 'PROJECT_SINGLETON_POLICY_ENFORCE' }),
          master_auth: block({ client_certificate_config: block({ issue_client_certificate: false }) }),
          resource_labels: labels(c),
        },
        'Private nodes, authorised networks for the API, Workload Identity, network policy, Shielded nodes.',
      );
    },
  },
  'gcp.container_node_pool': {
    resourceType: 'google_container_node_pool',
    write: (c, x) => {
      const count = c.attrs.desired ?? c.attrs.nodes;
      const min = c.attrs.min ?? Math.min(count ?? 1, 1);
      // The node identity gets only what nodes need (logs, metrics, image pulls), not Editor.
      x.resource('google_project_iam_member', `${c.id}_node_sa`, {
        project: project(x),
        role: 'roles/container.defaultNodeServiceAccount',
        member: expr(`"serviceAccount:\${${x.addr(c.ref.serviceAccount as Component)}.email}"`),
      });
      x.primary(c, {
        project: project(x),
        name: gName(c, 40),
        location: region(x),
        cluster: x.ref(c.ref.cluster as Component, 'name'),
        node_count: count ?? 1,
        autoscaling: block({ min_node_count: min, max_node_count: Math.max(min, c.attrs.max ?? 3, count ?? 0) }),
        management: block({ auto_repair: true, auto_upgrade: true }),
        upgrade_settings: block({ max_surge: 1, max_unavailable: 0 }),
        node_config: block({
          machine_type: machineType(c, 'e2-standard-4'),
          service_account: saEmail(c, x),
          spot: c.attrs.flags.has('spot') || undefined,
          disk_type: 'pd-balanced',
          disk_size_gb: c.attrs.storageGb,
          oauth_scopes: ['https://www.googleapis.com/auth/cloud-platform'],
          workload_metadata_config: block({ mode: 'GKE_METADATA' }),
          shielded_instance_config: block({ enable_secure_boot: true, enable_integrity_monitoring: true }),
          labels: labels(c),
        }),
      });
    },
  },
  'gcp.cloud_run_v2_service': {
    resourceType: 'google_cloud_run_v2_service',
    write: (c, x) => {
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c, 49),
          location: region(x),
          ingress: c.attrs.flags.has('public') ? 'INGRESS_TRAFFIC_ALL' : 'INGRESS_TRAFFIC_INTERNAL_LOAD_BALANCER',
          deletion_protection: true,
          template: block({
            service_account: saEmail(c, x),
            scaling: block({
              min_instance_count: c.attrs.min ?? c.attrs.desired ?? 0,
              max_instance_count: Math.max(1, c.attrs.max ?? 10, c.attrs.desired ?? 0),
            }),
            timeout: c.attrs.timeoutSeconds ? `${c.attrs.timeoutSeconds}s` : undefined,
            containers: block({
              image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'us-docker.pkg.dev/cloudrun/container/hello',
              resources: block({ limits: runLimits(c) }),
              ports: block({ container_port: c.attrs.ports[0] ?? 8080 }),
            }),
          }),
          labels: labels(c),
        },
        'Its own service account; reachable through a load balancer only unless the request said public.',
      );
      // Public means anyone may call it: ingress from everywhere is not enough without the invoker role.
      if (c.attrs.flags.has('public'))
        x.resource(
          'google_cloud_run_v2_service_iam_member',
          `${c.id}_public`,
          {
            project: project(x),
            location: region(x),
            name: x.ref(c, 'name'),
            role: 'roles/run.invoker',
            member: 'allUsers',
          },
          'Unauthenticated requests, as the request asked.',
        );
      x.output(`${c.id}_url`, x.ref(c, 'uri'), 'Cloud Run URL');
    },
  },
  'gcp.cloud_run_v2_job': {
    resourceType: 'google_cloud_run_v2_job',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        name: gName(c, 49),
        location: region(x),
        deletion_protection: true,
        template: block({
          task_count: 1,
          template: block({
            service_account: saEmail(c, x),
            max_retries: 3,
            timeout: `${c.attrs.timeoutSeconds ?? 3600}s`,
            containers: block({
              image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'us-docker.pkg.dev/cloudrun/container/job',
              resources: block({ limits: runLimits(c) }),
            }),
          }),
        }),
        labels: labels(c),
      }),
  },
  'gcp.cloudfunctions2_function': {
    resourceType: 'google_cloudfunctions2_function',
    write: (c, x) => {
      const runtime = cloudFunctionsRuntime(c.attrs);
      const topic = c.ref.trigger as Component | undefined;
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c),
          location: region(x),
          build_config: block({
            runtime,
            entry_point: 'handler',
            source: block({
              storage_source: block({
                bucket: x.ref(c.ref.source as Component, 'name'),
                object: 'function-source.zip',
              }),
            }),
          }),
          event_trigger: topic
            ? block({
                trigger_region: region(x),
                event_type: 'google.cloud.pubsub.topic.v1.messagePublished',
                pubsub_topic: x.ref(topic),
                retry_policy: 'RETRY_POLICY_RETRY',
                service_account_email: saEmail(c, x),
              })
            : undefined,
          service_config: block({
            min_instance_count: c.attrs.min,
            max_instance_count: Math.max(c.attrs.max ?? 10, c.attrs.min ?? 0),
            available_memory: `${c.attrs.memoryMb ?? 256}M`,
            timeout_seconds: c.attrs.timeoutSeconds ?? 60,
            service_account_email: saEmail(c, x),
            ingress_settings: c.attrs.flags.has('public') ? 'ALLOW_ALL' : 'ALLOW_INTERNAL_ONLY',
            all_traffic_on_latest_revision: true,
          }),
          labels: labels(c),
        },
        'Upload function-source.zip to the source bucket first. Internal ingress unless the request said public.',
      );
    },
  },
};
