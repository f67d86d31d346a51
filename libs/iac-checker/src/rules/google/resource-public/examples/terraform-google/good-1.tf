resource "google_pubsub_topic_iam_binding" "publishers" {
  topic   = "events"
  role    = "roles/pubsub.publisher"
  members = ["serviceAccount:app@acme.iam.gserviceaccount.com"]
}
