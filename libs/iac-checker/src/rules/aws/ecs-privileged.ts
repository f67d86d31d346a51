import { defineRule, ex, type RuleContext } from '../model';
import { ecsContainers } from '../helpers/images';
import { isTrue } from '../helpers/settings';

function check(ctx: RuleContext): void {
  const key = ctx.engine === 'terraform' ? 'privileged' : 'Privileged';
  for (const { resource, container } of ecsContainers(ctx)) {
    const p = container.get(key);
    if (p && isTrue(p.value())) ctx.report(resource, p);
  }
}

export const awsEcsPrivileged = defineRule({
  id: 'IG-AWS-047',
  title: 'ECS container runs privileged',
  severity: 'HIGH',
  rationale:
    'A privileged container has root on its host: whoever compromises it controls the instance and every other task on it.',
  remediation:
    'Remove `privileged: true`; add only the Linux capabilities the container needs (`linuxParameters.capabilities.add`).',
  checks: { terraform: check, cloudformation: check },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_ecs_task_definition" "app" {
            family = "app"
            container_definitions = jsonencode([{
              name       = "app"
              image      = "nginx:1.27"
              essential  = true
              privileged = true #!
            }])
          }
        `,
      ],
      good: [
        ex`
          resource "aws_ecs_task_definition" "app" {
            family = "app"
            container_definitions = jsonencode([{
              name       = "app"
              image      = "nginx:1.27"
              essential  = true
              privileged = false
            }])
          }
        `,
      ],
      omitted: ex`
        resource "aws_ecs_task_definition" "app" {
          family = "app"
          container_definitions = jsonencode([{ name = "app", image = "nginx:1.27", essential = true }])
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Task:
              Type: AWS::ECS::TaskDefinition
              Properties:
                ContainerDefinitions:
                  - Name: app
                    Image: nginx:1.27
                    Privileged: true #!
        `,
      ],
      good: [
        ex`
          Resources:
            Task:
              Type: AWS::ECS::TaskDefinition
              Properties:
                ContainerDefinitions:
                  - Name: app
                    Image: nginx:1.27
                    Privileged: false
        `,
      ],
      omitted: ex`
        Resources:
          Task:
            Type: AWS::ECS::TaskDefinition
            Properties:
              ContainerDefinitions:
                - Name: app
                  Image: nginx:1.27
      `,
    },
  },
});
