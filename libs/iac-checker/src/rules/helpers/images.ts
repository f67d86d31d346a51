/**
 * Container image references: whether one names a moving target (no tag, or `latest`) instead of
 * a fixed version or digest, and the ECS container definitions they are written in.
 *
 * @example
 *   unpinned('nginx')                       // 'has no tag'
 *   unpinned('registry:5000/app:latest')    // 'uses the latest tag'
 *   unpinned('nginx:1.27')                  // undefined
 */
import { type Resource, type RuleContext } from '../model';
import { HclExprNode } from '../view/hcl';
import { type Node } from '../view/node';

function unpinned(image: string): 'has no tag' | 'uses the latest tag' | undefined {
  const ref = image.trim();
  if (!ref || ref.includes('@sha256:') || /\$\{|\{\{|\$\(/.test(ref)) return undefined;
  const last = ref.slice(ref.lastIndexOf('/') + 1);
  const colon = last.indexOf(':');
  if (colon < 0) return 'has no tag';
  return last.slice(colon + 1).toLowerCase() === 'latest' ? 'uses the latest tag' : undefined;
}

/** Reports each image setting whose value is known and unpinned. */
export function reportImages(ctx: RuleContext, items: { resource: Resource; image: Node | undefined }[]): void {
  for (const { resource, image } of items) {
    const v = image?.value();
    const why = typeof v === 'string' ? unpinned(v) : undefined;
    if (image && why)
      ctx.report(
        resource,
        image,
        `The image \`${v as string}\` ${why}, so what runs changes without any change to the code.`,
      );
  }
}

/** The container definitions of ECS task definitions (JSON in Terraform, a list in CloudFormation). */
export function ecsContainers(ctx: RuleContext): { resource: Resource; container: Node }[] {
  const out: { resource: Resource; container: Node }[] = [];
  if (ctx.engine === 'terraform')
    for (const r of ctx.resources('aws_ecs_task_definition')) {
      const defs = r.body.get('container_definitions');
      const decoded = defs instanceof HclExprNode ? defs.decoded() : undefined;
      for (const c of decoded?.items() ?? []) out.push({ resource: r, container: c });
    }
  else
    for (const r of ctx.resources('AWS::ECS::TaskDefinition'))
      for (const c of r.body.list('ContainerDefinitions')) out.push({ resource: r, container: c });
  return out;
}
