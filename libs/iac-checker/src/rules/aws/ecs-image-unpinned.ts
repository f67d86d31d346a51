import { defineRule, ex, type RuleContext } from '../model';
import { ecsContainers, reportImages } from '../helpers/images';

function check(ctx: RuleContext): void {
  const key = ctx.engine === 'terraform' ? 'image' : 'Image';
  reportImages(
    ctx,
    ecsContainers(ctx).map(({ resource, container }) => ({ resource, image: container.get(key) })),
  );
}

export const awsEcsImageUnpinned = defineRule({
  id: 'IG-AWS-048',
  title: 'ECS container image not pinned',
  severity: 'MEDIUM',
  rationale:
    'An image without a tag, or tagged latest, changes whenever someone pushes: deployments stop being repeatable and a compromised push reaches production unreviewed.',
  remediation: 'Name a version tag (`nginx:1.27.2`) or, better, a digest (`nginx@sha256:...`).',
  checks: { terraform: check, cloudformation: check },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_ecs_task_definition" "app" {
            family = "app"
            container_definitions = jsonencode([{
              name      = "app"
              image     = "nginx:latest" #!
              essential = true
            }])
          }
        `,
      ],
      good: [
        ex`
          resource "aws_ecs_task_definition" "app" {
            family = "app"
            container_definitions = jsonencode([{
              name      = "app"
              image     = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/app:1.4.2"
              essential = true
            }])
          }
        `,
      ],
      omitted: ex`
        resource "aws_ecs_task_definition" "app" {
          family                = "app"
          container_definitions = jsonencode([{ name = "app", image = "public.ecr.aws/nginx/nginx:1.27", essential = true }])
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
                    Image: redis #!
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
                    Image: redis@sha256:8f4a9d2e6b1c3a5f7e9d0b2c4a6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e
        `,
      ],
      omitted: ex`
        Resources:
          Task:
            Type: AWS::ECS::TaskDefinition
            Properties:
              Family: app
      `,
    },
  },
});
