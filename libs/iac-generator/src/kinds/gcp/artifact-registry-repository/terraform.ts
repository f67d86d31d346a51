import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_artifact_registry_repository',
  write: (c, x) =>
    void x.primary(
      c,
      {
        project: project(x),
        repository_id: gName(c),
        location: c.attrs.regions[0] ?? region(x),
        format: 'DOCKER',
        docker_config: block({ immutable_tags: true }),
        cleanup_policy_dry_run: false,
        // Untagged images deleted when asked; the stated number of recent versions (else 20) always kept.
        cleanup_policies: [
          ...(c.attrs.deleteUntagged
            ? [block({ id: 'delete-untagged', action: 'DELETE', condition: block({ tag_state: 'UNTAGGED' }) })]
            : []),
          block({
            id: 'keep-recent',
            action: 'KEEP',
            most_recent_versions: block({ keep_count: c.attrs.keepImages ?? 20 }),
          }),
        ],
        labels: labels(c),
      },
      'Immutable tags: a pushed tag can never point at other code.',
    ),
};
