import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Module sources fetched from a version control system (as opposed to a registry or a local folder). */
const VCS = /^(git::|git@|github\.com\/|bitbucket\.org\/|hg::)/;
const REGISTRY = /^([a-z0-9.-]+\/)?[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+(\/\/.*)?$/;
/** Branch names: a ref that moves. */
const BRANCH = /^(main|master|develop|dev|trunk|HEAD)$/;

export const rule = codeRule(spec, {
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
});
