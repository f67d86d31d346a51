resource "aws_instance" "web" {
  ami           = "ami-0123456789abcdef0"
  instance_type = "t3.micro"
  root_block_device {
    encrypted = true
  }
  ebs_block_device {
    device_name = "/dev/sdf"
    encrypted   = true
  }
}
