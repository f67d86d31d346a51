import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { runtimeImage } from '../../../model/runtimes';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { runLimits } from '../settings';
import { inProject, labels, project, region, saEmail } from '../terraform/common';
import { secretEnv, secretVersions } from '../terraform/secret-env';

const nonEmpty = <T>(list: T[]) => (list.length ? list : undefined);

/**
 * Where calls may come from: through a load balancer only when one written here sends traffic to it
 * (closed that way with none, nobody could reach it), from inside the project's networks when the
 * request said internal or private, else from anywhere, with the invoker role still required.
 */
function runIngress(c: Component, x: TfContext): string {
  const behindBalancer = x.plan.all('gcp.compute_forwarding_rule').some((f) => f.ref.backend === c);
  if (behindBalancer && !c.attrs.flags.has('public')) return 'INGRESS_TRAFFIC_INTERNAL_LOAD_BALANCER';
  if (c.attrs.flags.has('public')) return 'INGRESS_TRAFFIC_ALL';
  return c.attrs.flags.has('internal') || c.attrs.flags.has('private')
    ? 'INGRESS_TRAFFIC_INTERNAL_ONLY'
    : 'INGRESS_TRAFFIC_ALL';
}

export const terraform: TerraformWriter = {
  resourceType: 'google_cloud_run_v2_service',
  write: (c, x) => {
    const db = c.ref.database as Component | undefined;
    x.primary(
      c,
      {
        ...inProject(c, x, 49),
        location: region(x),
        ingress: runIngress(c, x),
        deletion_protection: true,
        template: block({
          service_account: saEmail(c, x),
          scaling: block({
            min_instance_count: c.attrs.min ?? c.attrs.desired ?? 0,
            max_instance_count: Math.max(1, c.attrs.max ?? 10, c.attrs.desired ?? 0),
          }),
          timeout: c.attrs.timeoutSeconds ? `${c.attrs.timeoutSeconds}s` : undefined,
          // The database asked with it: reached over the VPC (the instance has a private address
          // only) through Cloud Run's Cloud SQL connection, mounted as a socket under /cloudsql.
          vpc_access: db
            ? block({
                network_interfaces: block({ network: x.ref(db.ref.network as Component) }),
                egress: 'PRIVATE_RANGES_ONLY',
              })
            : undefined,
          volumes: db
            ? block({
                name: 'cloudsql',
                cloud_sql_instance: block({ instances: [x.ref(db, 'connection_name')] }),
              })
            : undefined,
          containers: block({
            image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'us-docker.pkg.dev/cloudrun/container/hello',
            resources: block({ limits: runLimits(c) }),
            ports: block({ container_port: c.attrs.ports[0] ?? 8080 }),
            // The database's connection name, and each secret its service account may read.
            env: nonEmpty([
              ...(db ? [block({ name: 'INSTANCE_CONNECTION_NAME', value: x.ref(db, 'connection_name') })] : []),
              ...secretEnv(c, x),
            ]),
            volume_mounts: db ? block({ name: 'cloudsql', mount_path: '/cloudsql' }) : undefined,
          }),
        }),
        labels: labels(c),
        depends_on: nonEmpty(secretVersions(c, x)),
      },
      'Its own service account; callers need the invoker role unless the request said public.',
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
};
