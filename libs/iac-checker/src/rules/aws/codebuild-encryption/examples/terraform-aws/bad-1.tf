resource "aws_codebuild_project" "app" {
  name         = "app"
  service_role = "arn:aws:iam::123456789012:role/codebuild"

  artifacts {
    type                = "S3"
    location            = "acme-build-artifacts"
    encryption_disabled = true #!
  }

  environment {
    compute_type = "BUILD_GENERAL1_SMALL"
    image        = "aws/codebuild/standard:7.0"
    type         = "LINUX_CONTAINER"
  }

  source {
    type     = "GITHUB"
    location = "https://github.com/acme/app.git"
  }
}
