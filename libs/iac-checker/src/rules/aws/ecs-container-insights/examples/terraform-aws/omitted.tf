resource "aws_ecs_cluster" "apps" { #!
  name = "apps"
}
