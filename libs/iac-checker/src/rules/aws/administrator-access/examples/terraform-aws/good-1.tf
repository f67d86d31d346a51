resource "aws_iam_role_policy_attachment" "ci" {
  role       = "ci"
  policy_arn = "arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryPowerUser"
}
