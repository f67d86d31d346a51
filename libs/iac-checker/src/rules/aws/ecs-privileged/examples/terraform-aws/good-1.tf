resource "aws_ecs_task_definition" "app" {
  family = "app"
  container_definitions = jsonencode([{
    name       = "app"
    image      = "nginx:1.27"
    essential  = true
    privileged = false
  }])
}
