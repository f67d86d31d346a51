import { block } from '../../../model/hcl';
import { cloudFunctionsRuntime } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, labels, region, saEmail } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_cloudfunctions2_function',
  write: (c, x) => {
    const runtime = cloudFunctionsRuntime(c.attrs);
    const topic = c.ref.trigger as Component | undefined;
    x.primary(
      c,
      {
        ...inProject(c, x),
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
};
