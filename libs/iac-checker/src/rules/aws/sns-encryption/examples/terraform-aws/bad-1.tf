resource "aws_sns_topic" "alerts" { #!
  name = "alerts"
}
