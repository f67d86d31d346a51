/**
 * The message catalogue's sentences around the security rules, secret detection and waivers of
 * checked output (libs/iac-checker/src/rules, secrets, waivers). A rule's own title and
 * remediation are its metadata, written beside its checks; these templates frame them. Part of
 * `DiagnosticMessages`.
 */
const q = (s: string) => `\`${s}\``;

export const SecurityCheckMessages = {
  securityChecks: {
    /** A rule's finding: what was found, on which resource. */
    finding: (subject: string, text: string) => `${q(subject)}: ${text}`,
    /** A finding an inline waiver covers: still listed, with the waiver's reason. */
    waived: (message: string, reason: string) => `${message} (waived: ${reason})`,
    secrets: {
      /** A value matching a known secret format, masked. */
      pattern: (kind: string, masked: string) =>
        `The code contains a secret (${kind}): ${q(masked)}. Anyone who can read the code can use it.`,
      /** A literal value given to a setting or variable whose name says it is secret. */
      named: (name: string, masked: string) =>
        `${q(name)} is given a literal secret value (${q(masked)}); anyone who can read the code can use it.`,
      /** A parameter or variable marked secret (sensitive, NoEcho, securestring, @secure()) given a default value. */
      sensitiveDefault: (name: string, masked: string) =>
        `${q(name)} is marked secret but its default value (${q(masked)}) is written in the code.`,
      /** A Kubernetes Secret whose data is written in the manifest. */
      manifestSecret: (key: string, masked: string) =>
        `The Secret's ${q(key)} holds a literal value (${q(masked)}); a manifest in version control is not a safe place for it.`,
      hint: {
        terraform:
          'Declare a `variable` with `sensitive = true` and no default, pass the value at apply time (or generate it with `random_password`), or read it from a secret store.',
        cloudformation:
          'Use a `NoEcho` parameter without a default, or a dynamic reference such as `{{resolve:secretsmanager:my-secret:SecretString:password}}`.',
        arm: 'Use a `securestring` parameter without a default value, or a Key Vault reference in the parameter file.',
        bicep: 'Use a `@secure()` parameter without a default value, or `getSecret()` from a Key Vault.',
        kubernetes:
          'Create the Secret outside the manifests (kubectl create secret, Sealed Secrets, External Secrets) and refer to it by name.',
      },
    },
    waivers: {
      missingReason: (id: string) =>
        `The waiver of ${q(id)} gives no reason, so it does not apply: write why the finding is accepted after the rule's id.`,
      reasonHint: (id: string) => `For example: \`infragen:waive ${id} public website content, nothing private\`.`,
      noRule: 'The waiver names no rule: write `infragen:waive <rule id> <reason>`.',
      unknownRule: (id: string) => `${q(id)} is not the id of a security rule; the waiver names nothing.`,
      unused: (id: string) => `The waiver of ${q(id)} matches no finding here; it can be removed.`,
      /** A waiver in a model's answer: shown, never applied (waivers are the user's decision). */
      notHonoured: (id: string) =>
        `The waiver of ${q(id)} was written by the model, not by you, so it does not apply: the finding stands until the code is fixed, or until you write the waiver yourself in the editor.`,
    },
    /** Findings left out of a long list, so it stays readable. */
    capped: (omitted: number) =>
      `${omitted} more finding${omitted === 1 ? ' was' : 's were'} not listed; fix the ones above and check again.`,
  },
} as const;
