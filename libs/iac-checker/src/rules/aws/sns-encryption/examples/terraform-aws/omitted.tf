resource "aws_sns_topic" "events" { #!
  name_prefix = "events-"
}
