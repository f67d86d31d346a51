/**
 * Common organization guardrails by meaning: what a request says a service control policy should
 * stop ("leave our org", "turning off CloudTrail") and the API actions that do it.
 */
const GUARDRAILS: [RegExp, string[]][] = [
  [/\bleav\w*\s+(?:the\s+|our\s+|an?\s+)?(?:aws\s+)?org(?:ani[sz]ation)?s?\b/, ['organizations:LeaveOrganization']],
  [
    /\b(?:disabl|stop|delet|turn\w* off|tamper)\w*\s+(?:\w+\s+){0,3}?(?:cloud ?trail|audit (?:logs?|trails?))\b|\bcloud ?trail\b.{0,30}\b(?:disabl|stop|delet|turn\w* off)/,
    ['cloudtrail:StopLogging', 'cloudtrail:DeleteTrail', 'cloudtrail:UpdateTrail', 'cloudtrail:PutEventSelectors'],
  ],
  [
    /\b(?:disabl|stop|delet|turn\w* off)\w*\s+(?:\w+\s+){0,3}?guard ?duty\b|\bguard ?duty\b.{0,30}\b(?:disabl|stop|delet)/,
    ['guardduty:DeleteDetector', 'guardduty:DisassociateFromMasterAccount', 'guardduty:UpdateDetector'],
  ],
  [
    /\b(?:disabl|stop|delet|turn\w* off)\w*\s+(?:\w+\s+){0,3}?(?:aws\s+)?config(?:uration)?\s+(?:recorder|rules?|service)?\b|\baws config\b.{0,30}\b(?:disabl|stop|delet)/,
    ['config:StopConfigurationRecorder', 'config:DeleteConfigurationRecorder', 'config:DeleteDeliveryChannel'],
  ],
  [
    /\b(?:disabl|delet|turn\w* off)\w*\s+(?:\w+\s+){0,3}?security ?hub\b/,
    ['securityhub:DisableSecurityHub', 'securityhub:DeleteMembers', 'securityhub:DisassociateFromMasterAccount'],
  ],
  [/\b(?:disabl|delet|remov)\w*\s+(?:\w+\s+){0,2}?(?:vpc\s+)?flow logs?\b/, ['ec2:DeleteFlowLogs']],
  [
    /\b(?:disabl|turn\w* off)\w*\s+(?:\w+\s+){0,3}?(?:ebs\s+)?encryption by default\b|\bunencrypted (?:ebs )?volumes?\b/,
    ['ec2:DisableEbsEncryptionByDefault'],
  ],
  [
    /\b(?:chang|disabl|delet|remov|turn\w* off)\w*\s+(?:\w+\s+){0,3}?(?:s3\s+)?(?:block )?public access block\b/,
    ['s3:PutAccountPublicAccessBlock', 's3:DeleteAccountPublicAccessBlock'],
  ],
  [/\bcreat\w*\s+(?:iam\s+)?(?:users?|access keys?)\b/, ['iam:CreateUser', 'iam:CreateAccessKey']],
];

/** The actions a request's words ask to deny, each once, in the table's order. */
export function guardrailsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return [...new Set(GUARDRAILS.filter(([re]) => re.test(lower)).flatMap(([, actions]) => actions))];
}
