resource "aws_iam_role_policy" "app" {
  role = "app"
  policy = <<-EOF
    {
      "Version": "2012-10-17",
      "Statement": [
        { #!
          "Effect": "Allow",
          "Action": ["s3:*"],
          "Resource": "*"
        }
      ]
    }
  EOF
}
