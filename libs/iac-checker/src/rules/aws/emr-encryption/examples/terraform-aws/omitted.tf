resource "aws_emr_security_configuration" "main" {
  name = "main"

  configuration = jsonencode({ #!
    InstanceMetadataServiceConfiguration = {
      MinimumInstanceMetadataServiceVersion = 2
      HttpPutResponseHopLimit               = 1
    }
  })
}
