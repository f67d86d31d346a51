resource "aws_workspaces_workspace" "dev" { #!
  directory_id = "d-1234567890"
  bundle_id    = "wsb-1a2b3c4d5"
  user_name    = "dev"
}
