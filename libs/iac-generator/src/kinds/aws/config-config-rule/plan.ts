import { type Needs } from '../../../plan/needs';
import { ownPhrases } from '../ssm-maintenance-window/said';
import { identifiersIn, parametersIn } from './identifiers';

/**
 * A rule asked in words of its own is the first managed rule its phrases name (its given name when
 * that is a rule's name); the others named there are rules of their own. Its input parameters are
 * those said with it. It runs on the request's recorder, when one is asked.
 */
export const needs: Needs = (c, plan) => {
  if (c.config.read) return;
  c.config.read = true;
  c.ref.recorder = plan.first('aws.config_configuration_recorder');
  for (const i of ownPhrases(c, plan)) {
    if (c.config.identifier) continue;
    const named = identifiersIn(plan.phrases[i]);
    const own = named.find((n) => n.name === c.name?.toLowerCase()) ?? named[0];
    if (!own) continue;
    const rules = new Map(
      named.map((n) => {
        const rule = n === own ? c : plan.add('aws.config_config_rule', { phrase: i, label: n.name, name: n.name });
        rule.config.read = true;
        rule.config.identifier = n.identifier;
        rule.ref.recorder = c.ref.recorder;
        plan.wired(i, n.written);
        return [n, rule] as const;
      }),
    );
    c.name ??= own.name;
    // A parameter is the rule's named last before it ("access-keys-rotated with maxAccessKeyAge 90").
    for (const p of parametersIn(plan.phrases[i])) {
      const before = named.filter((n) => n.at < p.at).at(-1);
      const rule = before && rules.get(before);
      if (!rule) continue;
      rule.config.parameters = { ...(rule.config.parameters as Record<string, string> | undefined), [p.key]: p.value };
      plan.wired(i, p.written);
    }
  }
};
