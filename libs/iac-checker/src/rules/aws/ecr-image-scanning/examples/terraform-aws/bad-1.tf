resource "aws_ecr_repository" "app" {
  name = "app"
  image_scanning_configuration {
    scan_on_push = false #!
  }
}
