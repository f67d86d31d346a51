resource "aws_codebuild_project" "app" {
  name         = "app"
  service_role = "arn:aws:iam::123456789012:role/codebuild"

  artifacts {
    type = "NO_ARTIFACTS"
  }

  source {
    type     = "GITHUB"
    location = "https://github.com/acme/app.git"
  }

  environment {
    compute_type = "BUILD_GENERAL1_SMALL"
    image        = "aws/codebuild/standard:7.0"
    type         = "LINUX_CONTAINER"

    environment_variable {
      name  = "STAGE"
      value = "prod"
    }

    environment_variable {
      name  = "NPM_TOKEN"
      value = var.npm_token #!
    }
  }
}

variable "npm_token" {
  type      = string
  sensitive = true
}
