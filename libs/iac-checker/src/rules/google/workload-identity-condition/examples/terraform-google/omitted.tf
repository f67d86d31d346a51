resource "google_iam_workload_identity_pool_provider" "github" { #!
  workload_identity_pool_id          = "ci"
  workload_identity_pool_provider_id = "github"
  oidc {
    issuer_uri = "https://token.actions.githubusercontent.com"
  }
}
