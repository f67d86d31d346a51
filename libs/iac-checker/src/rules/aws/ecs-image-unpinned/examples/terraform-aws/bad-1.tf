resource "aws_ecs_task_definition" "app" {
  family = "app"
  container_definitions = jsonencode([{
    name      = "app"
    image     = "nginx:latest" #!
    essential = true
  }])
}
