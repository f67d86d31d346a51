import { defineRule, type RuleContext } from '../../model';
import { reportImages } from '../../helpers/images';
import { at } from '../../view/node';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const items = tf
    ? ctx
        .resources('azurerm_container_app')
        .flatMap((r) =>
          (at(r.body, 'template')?.list('container') ?? []).map((c) => ({ resource: r, image: c.get('image') })),
        )
    : ctx.resources('Microsoft.App/containerApps').flatMap((r) =>
        (at(r.body, 'properties.template')?.list('containers') ?? []).map((c) => ({
          resource: r,
          image: c.get('image'),
        })),
      );
  reportImages(ctx, items);
}

export const azureContainerAppImage = defineRule({
  id: 'IG-AZR-028',
  title: 'Container app image not pinned',
  severity: 'MEDIUM',
  rationale:
    'An image without a tag, or tagged latest, changes with every push: a new revision can run code nobody reviewed, and a rollback may not bring back what ran before.',
  remediation: 'Name a version tag (`myapp:1.4.2`) or a digest (`myapp@sha256:...`).',
  checks: { terraform: check, arm: check, bicep: check },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
