/** Compute Engine, GKE, Cloud Run and Cloud Functions. No public IPs, Shielded VMs, dedicated service accounts. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type GcpKind } from './types';
import { gName, labels, networkFor, project, region, saEmail, serviceAccountFor } from './common';

const image = 'debian-cloud/debian-12';
const shielded = () => block({ enable_secure_boot: true, enable_vtpm: true, enable_integrity_monitoring: true });
const workload = (c: Component, plan: Planner) => {
  networkFor(c, plan);
  serviceAccountFor(c, plan);
};

export const COMPUTE_KINDS: GcpKind[] = [
  {
    kind: 'gcp.compute_instance',
    label: 'main',
    title: 'Compute Engine instance',
    tfType: 'google_compute_instance',
    needs: workload,
    tf: (c, x) => {
      x.primary(c, {
        project: project(x),
        name: gName(c),
        zone: expr(`"\${var.region}-b"`),
        machine_type: c.attrs.size ?? 'e2-medium',
        deletion_protection: true,
        tags: [gName(c)],
        labels: labels(c),
        metadata: { 'block-project-ssh-keys': 'true', 'enable-oslogin': 'TRUE' },
        boot_disk: block({ initialize_params: block({ image, size: c.attrs.storageGb ?? 20, type: 'pd-balanced' }) }),
        network_interface: block({ subnetwork: x.ref(c.ref.subnetwork as Component) }),
        service_account: block({ email: saEmail(c, x), scopes: ['cloud-platform'] }),
        shielded_instance_config: shielded(),
      }, 'No public IP, OS Login instead of project SSH keys, Shielded VM, its own service account.');
    },
  },
  {
    kind: 'gcp.compute_instance_template',
    label: 'web',
    title: 'Instance template',
    tfType: 'google_compute_instance_template',
    needs: workload,
    tf: (c, x) => {
      x.primary(c, {
        project: project(x),
        name_prefix: `${gName(c, 50)}-`,
        machine_type: c.attrs.size ?? 'e2-medium',
        tags: [gName(c)],
        labels: labels(c),
        metadata: { 'block-project-ssh-keys': 'true', 'enable-oslogin': 'TRUE' },
        disk: block({ source_image: image, auto_delete: true, boot: true, disk_type: 'pd-balanced' }),
        network_interface: block({ subnetwork: x.ref(c.ref.subnetwork as Component) }),
        service_account: block({ email: saEmail(c, x), scopes: ['cloud-platform'] }),
        shielded_instance_config: shielded(),
        lifecycle: block({ create_before_destroy: true }),
      });
    },
  },
  {
    kind: 'gcp.compute_instance_group_manager',
    label: 'web',
    title: 'Managed instance group',
    tfType: 'google_compute_region_instance_group_manager',
    needs: (c, plan) => {
      c.ref.template = plan.first('gcp.compute_instance_template') ?? plan.add('gcp.compute_instance_template', { implicit: 'the instance group creates VMs from a template', label: c.id });
    },
    tf: (c, x) => {
      const min = c.attrs.min ?? 2;
      x.primary(c, {
        project: project(x),
        name: gName(c),
        region: region(x),
        base_instance_name: gName(c, 50),
        version: block({ instance_template: x.ref(c.ref.template as Component, 'self_link_unique') }),
        named_port: block({ name: 'https', port: 443 }),
        update_policy: block({ type: 'PROACTIVE', minimal_action: 'REPLACE', max_surge_fixed: 3, max_unavailable_fixed: 0 }),
      });
      x.resource('google_compute_region_autoscaler', c.id, { project: project(x), name: `${gName(c, 50)}-as`, region: region(x), target: x.ref(c), autoscaling_policy: block({ min_replicas: min, max_replicas: Math.max(min, c.attrs.max ?? 4), cooldown_period: 60, cpu_utilization: block({ target: 0.7 }) }) });
    },
  },
  {
    kind: 'gcp.compute_disk',
    label: 'data',
    title: 'Persistent disk',
    tfType: 'google_compute_disk',
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c), zone: expr(`"\${var.region}-b"`), type: 'pd-balanced', size: c.attrs.storageGb ?? 100, labels: labels(c) }),
  },
  {
    kind: 'gcp.container_cluster',
    label: 'main',
    title: 'GKE cluster',
    tfType: 'google_container_cluster',
    needs: (c, plan) => {
      networkFor(c, plan);
      plan.ensure('gcp.router_nat', 'private nodes pull images and updates through Cloud NAT, with no public IPs', { label: 'main' });
      if (!plan.has('gcp.container_node_pool')) plan.add('gcp.container_node_pool', { implicit: 'a separately managed node pool (the default one is removed)', label: 'default' }).ref.cluster = c;
    },
    tf: (c, x) => {
      x.primary(c, {
        project: project(x),
        name: gName(c, 40),
        location: region(x),
        network: x.ref(c.ref.network as Component),
        subnetwork: x.ref(c.ref.subnetwork as Component),
        remove_default_node_pool: true,
        initial_node_count: 1,
        deletion_protection: true,
        enable_shielded_nodes: true,
        min_master_version: c.attrs.version,
        release_channel: block({ channel: 'REGULAR' }),
        ip_allocation_policy: block({ cluster_secondary_range_name: 'pods', services_secondary_range_name: 'services' }),
        private_cluster_config: block({ enable_private_nodes: true, enable_private_endpoint: false, master_ipv4_cidr_block: '172.16.0.0/28' }),
        master_authorized_networks_config: block({ cidr_blocks: block({ cidr_block: '10.0.0.0/8', display_name: 'internal' }) }),
        workload_identity_config: block({ workload_pool: expr(`"\${var.project_id}.svc.id.goog"`) }),
        network_policy: block({ enabled: true }),
        binary_authorization: block({ evaluation_mode: 'PROJECT_SINGLETON_POLICY_ENFORCE' }),
        master_auth: block({ client_certificate_config: block({ issue_client_certificate: false }) }),
        resource_labels: labels(c),
      }, 'Private nodes, authorised networks for the API, Workload Identity, network policy, Shielded nodes.');
    },
  },
  {
    kind: 'gcp.container_node_pool',
    label: 'default',
    title: 'GKE node pool',
    tfType: 'google_container_node_pool',
    needs: (c, plan) => {
      c.ref.cluster ??= plan.ensure('gcp.container_cluster', 'the cluster the node pool joins', { label: 'main' });
      serviceAccountFor(c, plan);
    },
    tf: (c, x) => {
      const min = c.attrs.min ?? 1;
      // The node identity gets only what nodes need (logs, metrics, image pulls), not Editor.
      x.resource('google_project_iam_member', `${c.id}_node_sa`, { project: project(x), role: 'roles/container.defaultNodeServiceAccount', member: expr(`"serviceAccount:\${${x.addr(c.ref.serviceAccount as Component)}.email}"`) });
      x.primary(c, {
        project: project(x),
        name: gName(c, 40),
        location: region(x),
        cluster: x.ref(c.ref.cluster as Component, 'name'),
        node_count: c.attrs.desired ?? c.attrs.nodes ?? 1,
        autoscaling: block({ min_node_count: min, max_node_count: Math.max(min, c.attrs.max ?? 3) }),
        management: block({ auto_repair: true, auto_upgrade: true }),
        upgrade_settings: block({ max_surge: 1, max_unavailable: 0 }),
        node_config: block({ machine_type: c.attrs.size ?? 'e2-standard-4', service_account: saEmail(c, x), disk_type: 'pd-balanced', oauth_scopes: ['https://www.googleapis.com/auth/cloud-platform'], workload_metadata_config: block({ mode: 'GKE_METADATA' }), shielded_instance_config: block({ enable_secure_boot: true, enable_integrity_monitoring: true }), labels: labels(c) }),
      });
    },
  },
  {
    kind: 'gcp.cloud_run_v2_service',
    label: 'app',
    title: 'Cloud Run service',
    tfType: 'google_cloud_run_v2_service',
    needs: serviceAccountFor,
    tf: (c, x) => {
      x.primary(c, {
        project: project(x),
        name: gName(c, 49),
        location: region(x),
        ingress: c.attrs.flags.has('public') ? 'INGRESS_TRAFFIC_ALL' : 'INGRESS_TRAFFIC_INTERNAL_LOAD_BALANCER',
        deletion_protection: true,
        template: block({
          service_account: saEmail(c, x),
          scaling: block({ min_instance_count: c.attrs.min ?? 0, max_instance_count: Math.max(1, c.attrs.max ?? 10) }),
          containers: block({ image: c.attrs.image ?? 'us-docker.pkg.dev/cloudrun/container/hello', resources: block({ limits: { cpu: '1', memory: '512Mi' } }), ports: block({ container_port: c.attrs.ports[0] ?? 8080 }) }),
        }),
        labels: labels(c),
      }, 'Its own service account; reachable through a load balancer only unless the request said public.');
      x.output(`${c.id}_url`, x.ref(c, 'uri'), 'Cloud Run URL');
    },
  },
  {
    kind: 'gcp.cloud_run_v2_job',
    label: 'task',
    title: 'Cloud Run job',
    tfType: 'google_cloud_run_v2_job',
    needs: serviceAccountFor,
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c, 49), location: region(x), deletion_protection: true, template: block({ task_count: 1, template: block({ service_account: saEmail(c, x), max_retries: 3, timeout: '3600s', containers: block({ image: c.attrs.image ?? 'us-docker.pkg.dev/cloudrun/container/job', resources: block({ limits: { cpu: '1', memory: '512Mi' } }) }) }) }), labels: labels(c) }),
  },
  {
    kind: 'gcp.cloudfunctions2_function',
    label: 'handler',
    title: 'Cloud Function (2nd gen)',
    tfType: 'google_cloudfunctions2_function',
    needs: (c, plan) => {
      serviceAccountFor(c, plan);
      c.ref.source = plan.first('gcp.storage_bucket') ?? plan.add('gcp.storage_bucket', { implicit: 'holds the function source archive', label: `${c.id}_source` });
    },
    tf: (c, x) => {
      const runtime = (c.attrs.runtime ?? 'python3.12').replace(/\.x$/, '').replace(/^python(\d)\.(\d+)$/, 'python$1$2').replace(/^nodejs(\d+)$/, 'nodejs$1').replace(/^java(\d+)$/, 'java$1').replace(/^go$/, 'go122').replace(/^dotnet8$/, 'dotnet8').replace(/^ruby(\d)\.(\d)$/, 'ruby$1$2');
      x.primary(c, {
        project: project(x),
        name: gName(c),
        location: region(x),
        build_config: block({ runtime, entry_point: 'handler', source: block({ storage_source: block({ bucket: x.ref(c.ref.source as Component, 'name'), object: 'function-source.zip' }) }) }),
        service_config: block({ max_instance_count: 10, available_memory: '256M', timeout_seconds: 60, service_account_email: saEmail(c, x), ingress_settings: c.attrs.flags.has('public') ? 'ALLOW_ALL' : 'ALLOW_INTERNAL_ONLY', all_traffic_on_latest_revision: true }),
        labels: labels(c),
      }, 'Upload function-source.zip to the source bucket first. Internal ingress unless the request said public.');
    },
  },
];
