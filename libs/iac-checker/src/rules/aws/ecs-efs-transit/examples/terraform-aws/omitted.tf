resource "aws_ecs_task_definition" "app" {
  family = "app"
  container_definitions = jsonencode([{
    name      = "app"
    image     = "public.ecr.aws/nginx/nginx:1.27"
    essential = true
  }])
}
