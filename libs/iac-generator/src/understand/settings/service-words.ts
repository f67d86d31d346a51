/** Words and helpers the rules moved from service-settings.ts share. */

// Whether the request is about a message broker, a file transfer server or an organization policy:
// their words ("single instance", "cluster", "SFTP", "deny") mean these settings only there.
export const BROKER =
  /\b(?:amazon mq|mq brokers?)\b|\b(?:active|rabbit) ?mq\b[^.]*\bbrokers?\b|\b(?:message )?brokers?\b[^.]*\b(?:active|rabbit) ?mq\b/;
export const TRANSFER = /\btransfer (?:family|server)|\baws transfer\b|\b(?:s?ftps?|as2) (?:server|endpoint)s?\b/;
export const ORG_POLICY = /\bservice control polic|\bscps?\b|\borganizations? polic/;
export const WORKFLOW = /\bstep ?functions?\b|\bstate ?machines?\b|\bsfn\b|\bworkflows?\b/;

// The EC2 instance state a word names, as EventBridge reports it.
export const INSTANCE_STATES: [RegExp, string][] = [
  [/^terminat/, 'terminated'],
  [/^stop/, 'stopped'],
  [/^(?:start|running)/, 'running'],
  [/^launch/, 'pending'],
  [/^shutting/, 'shutting-down'],
];
