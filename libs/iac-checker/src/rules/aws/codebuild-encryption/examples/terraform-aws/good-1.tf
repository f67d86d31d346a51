resource "aws_codebuild_project" "app" {
  name           = "app"
  service_role   = "arn:aws:iam::123456789012:role/codebuild"
  encryption_key = "arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab"

  artifacts {
    type                = "S3"
    location            = "acme-build-artifacts"
    encryption_disabled = false
  }

  environment {
    compute_type = "BUILD_GENERAL1_SMALL"
    image        = "aws/codebuild/standard:7.0"
    type         = "LINUX_CONTAINER"
  }

  logs_config {
    s3_logs {
      status   = "ENABLED"
      location = "acme-build-logs/app"
    }
  }

  source {
    type     = "GITHUB"
    location = "https://github.com/acme/app.git"
  }
}
