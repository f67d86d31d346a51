import type { DocsSection } from './docs-types';
import { NotCheckedCopy } from './not-checked';

export const checking: DocsSection = {
  id: 'checking-and-repair',
  title: 'Checking and repair',
  blocks: [
    {
      kind: 'p',
      text: 'After an answer has streamed, its files are checked offline, per format, against schemas bundled with the product; nothing is sent to a cloud. Each finding names its file, line and column, a severity (error, warning or information), a stable code, a message and, when there is a likely fix, a hint such as "Did you mean `memory_size`?".',
    },
  ],
  subsections: [
    {
      id: 'what-is-checked',
      title: 'What is checked',
      blocks: [
        {
          kind: 'table',
          head: ['Format', 'Checks'],
          rows: [
            [
              'Terraform',
              'HCL syntax, block structure, resource and data types, arguments, nested blocks, required arguments and simple types from the aws, azurerm, google, kubernetes, random, tls and archive provider schemas; references, functions, providers required and pinned.',
            ],
            [
              'CloudFormation',
              'YAML with short-form tags, or JSON: resource types, properties, required properties, value types, and the targets of `Ref`, `GetAtt` and `Sub`.',
            ],
            ['Kubernetes', 'Strict fields, required fields, types, and API versions removed by Kubernetes 1.36.'],
            [
              'ARM templates',
              'Structure, resource types and apiVersions, properties, expressions, parameters and variables, and the targets of `resourceId` and `dependsOn`.',
            ],
            [
              'Bicep',
              'Syntax, declarations, resource types and apiVersions, property names; what needs the Bicep compiler itself is said in the result.',
            ],
          ],
        },
      ],
    },
    {
      id: 'security-rules',
      title: 'Security rules and secrets',
      blocks: [
        {
          kind: 'p',
          text: 'The same check runs over a hundred security rules (`IG-AWS-…`, `IG-AZR-…`, `IG-GCP-…`, `IG-K8S-…`, `IG-TF-…`): public buckets and containers, unencrypted storage and databases, databases and admin ports open to the internet, IAM and RBAC wildcards, missing logs, old TLS, unpinned images and modules, privileged containers and more. CRITICAL and HIGH findings are errors, MEDIUM a warning, LOW information. A secret scan reports cloud keys, private keys, tokens and passwords written into the code, with the value masked.',
        },
        {
          kind: 'p',
          text: 'Some topics other scanners report are left out on purpose, because the platform’s default is already safe or the topic is not about security:',
        },
        {
          kind: 'table',
          head: ['Not checked', 'Why'],
          rows: Object.values(NotCheckedCopy).map((t) => [t.topic, t.why]),
        },
        {
          kind: 'p',
          text: 'A finding you accept on purpose can be waived with its rule and a reason, in a comment such as `# infragen:waive IG-AWS-012 public downloads by design` (`//` in Bicep and HCL; in JSON templates under the resource’s metadata). It stays listed, as information marked waived. Only your own waivers count: one that a model writes into its answer is shown but not applied, so the finding stays until the code is fixed.',
        },
      ],
    },
    {
      id: 'repair',
      title: 'Repair',
      blocks: [
        {
          kind: 'p',
          text: 'When a model wrote the code and the check finds errors, the worker sends the best answer so far and its findings back to the model for at most two repair rounds ("Fixing 3 problems..."), checks each new answer, and keeps the one with the fewest errors. A round that fails leaves the best answer standing. Answers of the built-in generator are not sent for repair.',
        },
      ],
    },
    {
      id: 'problems-panel',
      title: 'The Problems panel',
      blocks: [
        {
          kind: 'p',
          text: 'Under the generated code, the Problems panel counts the findings by severity and lists each with its file, line, column, code, message and fix; choosing one opens its file at that place, and the editor marks the findings in the text. Code you edit is checked again once you pause typing, through `POST /api/checks/validate`.',
        },
      ],
    },
  ],
};
