resource "google_pubsub_topic" "events" {
  name = "events"
}
