resource "aws_ecr_repository" "app" {
  name = "app"
  encryption_configuration {
    encryption_type = "AES256" #!
  }
}
