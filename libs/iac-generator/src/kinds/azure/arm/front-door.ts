/** What the ARM writers of Front Door and WAF policies share (Bicep is printed from the same). */
import { type Component } from '../../../model/types';
import { ArmExpr, armQuote, type ArmContext } from '../../../render/azure/arm-context';
import { type ArmVersions } from '../../../schema-types';

export const CDN = '2023-05-01';

/**
 * A property of another resource of the template, in both spellings (ARM reads it with
 * reference(), at an apiVersion the type has).
 */
function propertyOf<T extends string>(
  x: ArmContext,
  sym: string,
  type: T,
  apiVersion: NoInfer<ArmVersions[T]>,
  path: string,
): ArmExpr {
  const name = x.nameOf(sym, sym);
  const armName = typeof name === 'string' ? armQuote(name) : name.inner;
  return new ArmExpr(
    `reference(resourceId('${type}', ${armName}), '${apiVersion}').${path}`,
    `${sym}.properties.${path}`,
  );
}

/** The host name Front Door forwards to: the origin's own, or one the user supplies. */
export function originHost(origin: Component | undefined, x: ArmContext): unknown {
  const sym = origin && x.symbol(origin);
  if (sym && (origin?.kind === 'azure.linux_web_app' || origin?.kind === 'azure.linux_function_app'))
    return propertyOf(x, sym, 'Microsoft.Web/sites', '2022-09-01', 'defaultHostName');
  if (sym && origin?.kind === 'azure.lb')
    return propertyOf(
      x,
      sym,
      'Microsoft.Network/loadBalancers',
      '2023-09-01',
      'frontendIPConfigurations[0].properties.privateIPAddress',
    );
  return x.param('originHostName', { type: 'string', description: 'Host name of the origin Front Door serves' });
}
