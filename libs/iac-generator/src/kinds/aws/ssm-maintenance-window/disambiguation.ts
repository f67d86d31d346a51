import { type Disambiguation } from '../../disambiguation';

// Instances picked by a tag or by their ids: the account's instances, which a window or baseline targets.
const PICKED = /^(?:tagged|with\s+(?:the\s+)?tag|whose\s+tag|labell?ed|i-[0-9a-f])/;

/** What a word read as another kind means beside a maintenance window (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.instance',
    when: (x) =>
      x.has('aws.ssm_maintenance_window') &&
      !x.mention?.indefinite &&
      (x.mention?.count ?? 1) <= 1 &&
      (PICKED.test(x.mention?.after ?? '') ||
        /\bi-[0-9a-f]{8,17}\b/.test(x.phrase) ||
        /\b(?:patch\w*|target\w*|runs?\s+on|our|existing)\b/.test(x.phrase)) &&
      !/\b(?:new|launch\w*|creat\w*|provision\w*|spin\s+up)\s+(?:\w+\s+){0,3}(?:instances?|servers?|machines?|vms?)\b/.test(
        x.phrase,
      ),
    then: null,
    why: "Instances a maintenance window runs on, picked by a tag or ids, are the account's: the window's target, never new instances.",
    example: 'An SSM maintenance window every Saturday at 22:00 that patches instances tagged Role=batch',
  },
  {
    reads: 'aws.iam_group',
    when: (x) =>
      (x.has('aws.ssm_patch_baseline') || x.has('aws.ssm_maintenance_window')) && /\bpatch\s*group/.test(x.phrase),
    then: null,
    why: 'A patch group is a tag value a patch baseline serves (aws_ssm_patch_group), never an IAM group.',
    example: 'A patch baseline for Debian approving security patches after 2 days, patch group debian-fleet',
  },
];
