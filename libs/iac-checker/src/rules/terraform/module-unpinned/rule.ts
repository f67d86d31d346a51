import { defineRule } from '../../model';

/** Module sources fetched from a version control system (as opposed to a registry or a local folder). */
const VCS = /^(git::|git@|github\.com\/|bitbucket\.org\/|hg::)/;
const REGISTRY = /^([a-z0-9.-]+\/)?[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+(\/\/.*)?$/;
/** Branch names: a ref that moves. */
const BRANCH = /^(main|master|develop|dev|trunk|HEAD)$/;

export const terraformModuleUnpinned = defineRule({
  id: 'IG-TF-001',
  title: 'Module source not pinned to a version',
  severity: 'MEDIUM',
  rationale:
    'A module taken from a registry without `version`, or from Git without a tag or commit, changes under you: the next `terraform init` can pull different (or malicious) code into the plan.',
  remediation:
    'Give registry modules a `version` (`version = "5.8.1"`) and Git sources a tag or commit (`?ref=v1.4.0`).',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('module')) {
        const source = r.body.get('source');
        const s = source?.value();
        if (!source || typeof s !== 'string') continue;
        if (VCS.test(s)) {
          const ref = /[?&]ref=([^&]+)/.exec(s)?.[1];
          if (!ref || BRANCH.test(ref)) ctx.report(r, source);
        } else if (REGISTRY.test(s) && !r.body.get('version')) ctx.report(r, source);
      }
    },
  },
  formats: ['terraform-aws'],
});
