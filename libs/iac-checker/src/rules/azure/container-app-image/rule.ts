import { type RuleContext } from '../../model';
import { reportImages } from '../../helpers/images';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, arm: check, bicep: check });
