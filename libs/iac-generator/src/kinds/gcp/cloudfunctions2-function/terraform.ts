import { block, expr } from '../../../model/hcl';
import { cloudFunctionsRuntime } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, labels, region, saEmail } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_cloudfunctions2_function',
  write: (c, x) => {
    const runtime = cloudFunctionsRuntime(c.attrs);
    const topic = c.ref.trigger as Component | undefined;
    const objects = c.ref.objectsOf as Component | undefined;
    // The archive the request gave, else function-source.zip in the bucket planned for it.
    const given = c.attrs.codePackage?.store === 'gs' ? c.attrs.codePackage : undefined;
    x.primary(
      c,
      {
        ...inProject(c, x),
        location: region(x),
        build_config: block({
          runtime,
          entry_point: c.attrs.handler ?? 'handler',
          source: block({
            storage_source: block({
              bucket: given ? given.bucket : x.ref(c.ref.source as Component, 'name'),
              object: given ? given.key : 'function-source.zip',
            }),
          }),
        }),
        event_trigger: objects
          ? block({
              // Eventarc listens where the bucket is; a bucket's location reads in upper case.
              trigger_region: expr(`lower(${x.addr(objects)}.location)`),
              event_type: 'google.cloud.storage.object.v1.finalized',
              retry_policy: 'RETRY_POLICY_RETRY',
              service_account_email: saEmail(c, x),
              event_filters: block({ attribute: 'bucket', value: x.ref(objects, 'name') }),
            })
          : topic
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
          // Internal only when the request said so or events trigger it (they arrive from inside Google
          // Cloud): an HTTP function closed unasked is out of reach of every caller outside the project's
          // networks (a webhook, another cloud, a developer); callers still need the invoker role.
          ingress_settings:
            topic || c.attrs.flags.has('internal') || c.attrs.flags.has('private')
              ? 'ALLOW_INTERNAL_ONLY'
              : 'ALLOW_ALL',
          all_traffic_on_latest_revision: true,
        }),
        labels: labels(c),
      },
      `${given ? `Deployed from gs://${given.bucket}/${given.key}, as given.` : 'Upload function-source.zip to the source bucket first.'} Internal ingress when events trigger it or the request said so.`,
    );
    // Eventarc delivers each event as a call to the function's Cloud Run service, signed by the
    // trigger's account: without the invoker role on that service every delivery is refused.
    if (objects || topic)
      x.resource('google_cloud_run_v2_service_iam_member', `${c.id}_trigger_invoker`, {
        project: x.ref(c, 'project'),
        location: x.ref(c, 'location'),
        name: x.ref(c, 'name'),
        role: 'roles/run.invoker',
        member: expr(`"serviceAccount:\${${x.addr(c.ref.serviceAccount as Component)}.email}"`),
      });
  },
};
