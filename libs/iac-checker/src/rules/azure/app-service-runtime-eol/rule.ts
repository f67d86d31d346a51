import { type Resource, type RuleContext } from '../../model';
import { at, type Node } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/**
 * The oldest release of each language still receiving security fixes, with the date the one
 * before it stopped: PHP 8.1's security support ended on 31 December 2025 (php.net), Python
 * 3.10's in October 2026 (PEP 619). Raise these as releases reach their end; the finding names
 * the version and the date, so an older one is never said to be the same as a newer one.
 */
const SUPPORTED: Record<'php' | 'python', { oldest: number[]; ended: string; name: string }> = {
  php: { oldest: [8, 2], ended: 'December 2025', name: 'PHP' },
  python: { oldest: [3, 11], ended: 'October 2026', name: 'Python' },
};

function below(version: string, oldest: number[]): boolean {
  const parts = /^(\d+)(?:\.(\d+))?/.exec(version.trim());
  if (!parts) return false;
  const [major, minor] = [Number(parts[1]), Number(parts[2] ?? 0)];
  return major < oldest[0] || (major === oldest[0] && minor < oldest[1]);
}

function judge(ctx: RuleContext, r: Resource, node: Node | undefined, language: 'php' | 'python', version?: string) {
  const v = version ?? node?.value();
  const s = SUPPORTED[language];
  if (node && typeof v === 'string' && below(v, s.oldest))
    ctx.report(
      r,
      node,
      `${s.name} ${v} is past its end of life (every release before ${s.oldest.join('.')} by ${s.ended}).`,
    );
}

const TF_NEW = ['azurerm_linux_web_app', 'azurerm_windows_web_app', 'azurerm_linux_function_app'];

function terraform(ctx: RuleContext): void {
  for (const r of ctx.resources('azurerm_app_service', 'azurerm_app_service_slot'))
    for (const language of ['php', 'python'] as const)
      judge(ctx, r, at(r.body, `site_config.${language}_version`), language);
  for (const r of ctx.resources(...TF_NEW))
    for (const language of ['php', 'python'] as const)
      judge(ctx, r, at(r.body, `site_config.application_stack.${language}_version`), language);
}

/** `siteConfig.phpVersion`, `pythonVersion`, or the Linux stack `PHP|8.0` / `PYTHON|3.8`. */
function arm(ctx: RuleContext): void {
  for (const r of ctx.resources('Microsoft.Web/sites', 'Microsoft.Web/sites/slots')) {
    const config = at(r.body, 'properties.siteConfig');
    for (const language of ['php', 'python'] as const) judge(ctx, r, config?.get(`${language}Version`), language);
    const fx = config?.get('linuxFxVersion');
    const stack = fx?.value();
    const m = typeof stack === 'string' ? /^(php|python)\|(.+)$/i.exec(stack) : null;
    if (m) judge(ctx, r, fx, m[1].toLowerCase() as 'php' | 'python', m[2]);
  }
}

export const rule = codeRule(spec, { terraform, arm, bicep: arm });
