resource "aws_subnet" "web" {
  vpc_id     = "vpc-0123456789abcdef0"
  cidr_block = "10.0.1.0/24"
}
