import { block, expr } from '../../../model/hcl';
import { givenName, partName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

const VAULT = /^vaults?$/i;

export const terraform: TerraformWriter = {
  resourceType: 'aws_backup_plan',
  write: (c, x) => {
    const d = decide(c, x.plan.phrases);
    const vault = x.resource('aws_backup_vault', c.id, {
      // The vault's own name as given ("- vault archive-vault"), else the plan's.
      name: partName(c, VAULT) ?? givenName(c),
      kms_key_arn: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
    });
    x.primary(c, {
      name: givenName(c),
      rule: block({
        rule_name: 'daily',
        target_vault_name: expr(`${vault}.name`),
        schedule: d.schedule,
        schedule_expression_timezone: c.attrs.timeZone,
        lifecycle: block({ cold_storage_after: d.coldAfterDays, delete_after: d.deleteAfterDays }),
        copy_action: d.copyTo
          ? block({
              destination_vault_arn: d.copyTo,
              lifecycle: block({ delete_after: d.deleteAfterDays }),
            })
          : undefined,
      }),
    });
    const targets = ['aws.instance', 'aws.db_instance', 'aws.efs_file_system', 'aws.dynamodb_table', 'aws.ebs_volume']
      .flatMap((k) => x.plan.all(k))
      .map((t) => x.ref(t, 'arn'));
    // The tags stated select what is backed up; with none and nothing to back up in the request,
    // resources tagged Backup = "true" are.
    const tags = d.selectionTags.length ? d.selectionTags : targets.length ? [] : [{ key: 'Backup', value: 'true' }];
    x.resource('aws_backup_selection', c.id, {
      name: `${givenName(c)}-selection`,
      iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
      plan_id: x.ref(c),
      resources: targets.length ? targets : undefined,
      selection_tag: tags.length ? tags.map((t) => block({ type: 'STRINGEQUALS', ...t })) : undefined,
    });
  },
};
