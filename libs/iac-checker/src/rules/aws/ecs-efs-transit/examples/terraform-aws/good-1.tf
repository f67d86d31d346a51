resource "aws_efs_file_system" "data" {
  encrypted = true
}
resource "aws_ecs_task_definition" "app" {
  family = "app"
  container_definitions = jsonencode([{
    name      = "app"
    image     = "public.ecr.aws/nginx/nginx:1.27"
    essential = true
  }])
  volume {
    name = "data"
    efs_volume_configuration {
      file_system_id     = aws_efs_file_system.data.id
      transit_encryption = "ENABLED"
    }
  }
  volume {
    name = "tmp"
  }
}
