resource "aws_launch_template" "web" {
  name_prefix = "web-"
  block_device_mappings {
    device_name = "/dev/xvda"
    ebs { #!
      volume_size = 20
    }
  }
}
