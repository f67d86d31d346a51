resource "aws_ecs_task_definition" "app" {
  family = "app"
  container_definitions = jsonencode([{
    name      = "app"
    image     = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/app:1.4.2"
    essential = true
  }])
}
