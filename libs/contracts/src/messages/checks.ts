/**
 * The message catalogue's texts for checked output: every finding of the validators
 * (libs/iac-checker), written for the person who will fix the code. Part of `DiagnosticMessages`.
 * Names in backticks are code the person can search for.
 */
const q = (s: string) => `\`${s}\``;
const list = (items: readonly string[], max = 6) =>
  items.length > max
    ? `${items.slice(0, max).map(q).join(', ')} and ${items.length - max} more`
    : items.map(q).join(', ');

export const CheckMessages = {
  checks: {
    didYouMean: (name: string) => `Did you mean ${q(name)}?`,
    oneOf: (values: readonly string[]) => `Use one of ${list(values)}.`,
    common: {
      fenceLeftIn: 'A markdown fence (```) was left in the file; the code block was not extracted cleanly.',
      fenceHint: 'Delete the fence lines and any prose around them.',
      emptyFile: 'The file is empty.',
    },
    syntax: {
      hcl: (detail: string) => `HCL syntax error: ${detail}.`,
      hclUnexpected: (text: string) => `HCL syntax error: unexpected ${q(text)}.`,
      hclMissing: (what: string) => `HCL syntax error: missing ${q(what)}.`,
      unclosedBlock: (block: string, line: number) =>
        `The block ${block} opened on line ${line} is never closed: a \`}\` is missing.`,
      unclosedString: 'A string is never closed: a quote is missing.',
      yaml: (detail: string) => `YAML syntax error: ${detail}`,
      yamlTemplate:
        'Not checked: this file is a template (Helm, Jinja: `{{ ... }}`, `{% ... %}`; Velocity, as in a Maven archetype: `#set(...)`, `#if(...)`; `@NAME@` placeholders a script fills in) that becomes YAML only when rendered. Check the rendered output.',
      yamlCommentUnspaced:
        'A `#` comment touches the value before it: PyYAML (cfn-lint, the AWS CLI) reads it as a comment, stricter YAML parsers refuse it. Put a space before the `#`.',
      json: (detail: string) => `JSON syntax error: ${detail}.`,
      jsonTrailingComma:
        'A `,` just before a closing `}` or `]` is not JSON: Azure Resource Manager and Azure PowerShell read it (Json.NET), the Azure CLI and strict JSON readers refuse it. Delete the comma.',
      bicep: (detail: string) => `Bicep syntax error: ${detail}.`,
    },
    terraform: {
      unknownTopBlock: (type: string) => `${q(type)} is not a Terraform block type.`,
      labels: (type: string, expected: number, got: number) =>
        `A ${q(type)} block takes ${expected} label${expected === 1 ? '' : 's'}, not ${got}.`,
      unknownResourceType: (type: string, provider: string, version: string) =>
        `${q(type)} is not a resource type of the ${provider} provider ${version}.`,
      unknownDataSource: (type: string, provider: string, version: string) =>
        `${q(type)} is not a data source of the ${provider} provider ${version}.`,
      unknownArgument: (where: string, name: string) => `${where} has no argument ${q(name)}.`,
      unknownBlock: (where: string, name: string) => `${where} has no block ${q(name)}.`,
      missingArgument: (where: string, names: readonly string[]) =>
        `${where} is missing the required argument${names.length === 1 ? '' : 's'} ${list(names)}.`,
      missingBlock: (where: string, name: string) => `${where} is missing the required block ${q(name)}.`,
      blockAsArgument: (name: string) => `${q(name)} is a block: write \`${name} { ... }\` without \`=\`.`,
      argumentAsBlock: (name: string) => `${q(name)} is an argument: write \`${name} = ...\`.`,
      tooManyBlocks: (name: string) => `Only one ${q(name)} block is allowed here.`,
      duplicateArgument: (name: string) => `The argument ${q(name)} is set twice.`,
      duplicateDeclaration: (what: string) => `${what} is declared twice.`,
      typeMismatch: (name: string, expected: string, got: string) => `${q(name)} expects ${expected}, not ${got}.`,
      undeclaredVariable: (name: string) =>
        `The variable ${q(name)} is not declared: add a \`variable "${name}"\` block.`,
      undeclaredLocal: (name: string) => `The local value ${q(name)} is not declared in any \`locals\` block.`,
      undeclaredResource: (address: string) => `${q(address)} is referenced but not declared.`,
      undeclaredModule: (name: string) => `The module ${q(name)} is referenced but not declared.`,
      unknownAttribute: (address: string, name: string) => `${q(address)} has no attribute ${q(name)}.`,
      unknownFunction: (name: string) => `${q(name)} is not a Terraform function.`,
      unknownFunctionCaught: (name: string, wrapper: string) =>
        `${q(name)} is not a Terraform function: the call always fails, so ${q(`${wrapper}()`)} around it always gives its fallback (Terraform accepts it).`,
      unknownProvider: (provider: string) =>
        `Resources of the ${q(provider)} provider are not checked against a schema (no schema is bundled for it).`,
      providerNotRequired: (provider: string) =>
        `The ${q(provider)} provider is used but not listed in \`required_providers\`.`,
      providerNotPinned: (provider: string) =>
        `The ${q(provider)} provider has no version constraint: pin it (for example \`version = "~> 5.0"\`).`,
      checkedAgainst: (provider: string, constraint: string, version: string) =>
        `The ${q(provider)} provider is pinned to ${q(constraint)}; the code was checked against ${version}, the nearest bundled schema.`,
      /**
       * Said after an error the provider's previous bundled major would not raise (an argument it
       * had, one it did not require): what the version change means for this folder, and the fix.
       */
      acceptedByPreviousMajor: (
        provider: string,
        previous: string,
        major: string,
        constraint: string | undefined,
        allowsPrevious: boolean,
      ) =>
        !allowsPrevious
          ? `${provider} ${previous} accepts this as written; ${provider} ${major}, which the constraint ${q(constraint ?? '')} asks for, does not: update the code for ${provider} ${major}.`
          : `${provider} ${previous} accepts this as written; ${provider} ${major} does not, and ${
              constraint === undefined
                ? `this folder pins no ${provider} version, so`
                : `the constraint ${q(constraint)} lets`
            } \`terraform init\` install${constraint === undefined ? 's' : ''} ${provider} ${major}.x: pin \`version = "~> ${previous.split('.')[0]}.0"\` in \`required_providers\`, or update the code for ${provider} ${major}.`,
      /**
       * Said after an unknown name (made information) that the provider's CHANGELOG says a release
       * newer than the bundled schema added, a release the folder's constraint admits.
       */
      addedInNewerRelease: (provider: string, release: string, bundled: string, constraint: string | undefined) =>
        `${provider} ${release} added it, newer than the bundled ${provider} ${bundled}, and ${
          constraint === undefined
            ? `this folder pins no ${provider} version, so \`terraform init\` installs a release that has it`
            : `the constraint ${q(constraint)} admits that release`
        }: not checked.`,
      /** Information: unpinned, the newest release is a major no bundled schema has. */
      newerReleaseUnpinned: (provider: string, newest: string, bundled: string) =>
        `The ${q(provider)} provider is not pinned, so \`terraform init\` installs its newest release, ${newest}; the newest schema bundled here is ${bundled}, an older major, so what the check finds in its blocks is information. Pin a version to have it checked.`,
      unsupportedConstraint: (provider: string, constraint: string) =>
        `The version constraint ${q(constraint)} of ${q(provider)} could not be read.`,
      /** Information: a folder pinned to Terraform 0.11 or earlier, whose language (before HCL2) is not read. */
      preHcl2: (constraint: string) =>
        `This folder is written for Terraform 0.11 or earlier (required_version ${q(constraint)}, here or in a module that calls it), whose language Terraform 0.12 replaced: this checker reads only the newer one, so its blocks and arguments were not checked.`,
      /** Information: a `.tf.json` file's names are read, its blocks are not checked. */
      jsonNotChecked:
        'This file is in Terraform’s JSON syntax: the names it declares are known to the module, but its blocks were not checked.',
    },
    cloudformation: {
      notATemplate: 'This is not a CloudFormation template: it has no `Resources` section.',
      /** Error: a file with a template's sections (AWSTemplateFormatVersion, Parameters...) but no `Resources`. */
      noResources:
        'This template has no `Resources` section: CloudFormation needs at least one resource to make a stack.',
      unknownSection: (name: string) => `${q(name)} is not a section of a CloudFormation template.`,
      unknownResourceKey: (resource: string, key: string) => `The resource ${q(resource)} has no key ${q(key)}.`,
      missingType: (resource: string) => `The resource ${q(resource)} has no \`Type\`.`,
      unknownResourceType: (type: string) => `${q(type)} is not a CloudFormation resource type.`,
      /** Information: a template a macro or a tool rewrites before CloudFormation reads it. */
      preprocessed: (by: string) =>
        `This template is rewritten by ${by} before CloudFormation reads it, so only its syntax and security were checked.`,
      /** Information: a CodeDeploy AppSpec file among the templates. */
      /** Warning: a read-only property (a Fn::GetAtt attribute) written among a resource's properties. */
      readOnlyProperty: (where: string, name: string) =>
        `${where}: ${q(name)} is read-only (a value CloudFormation returns through Fn::GetAtt, not one it takes). Registry-backed types ignore a value written for it; older handlers refuse it. Leave it out, or use the writable property.`,
      macroEvent:
        "This is a CloudFormation macro's request event (the template fragment under `fragment`, with `requestId`), the input a macro's function is tested with, not a template: it was not checked.",
      codeDeployAppSpec:
        'This is a CodeDeploy AppSpec file (lower-case `version`, `Resources` a list), not a CloudFormation template: it was not checked.',
      unknownProperty: (where: string, name: string) => `${where} has no property ${q(name)}.`,
      missingProperty: (where: string, names: readonly string[]) =>
        `${where} is missing the required propert${names.length === 1 ? 'y' : 'ies'} ${list(names)}.`,
      typeMismatch: (name: string, expected: string, got: string) => `${q(name)} expects ${expected}, not ${got}.`,
      invalidValue: (name: string, value: string) => `${q(value)} is not an allowed value of ${q(name)}.`,
      /** Error: a `{{resolve:...}}` dynamic reference CloudFormation cannot read. */
      malformedDynamicReference: (reference: string, why: string) =>
        `The dynamic reference ${q(reference)} cannot be resolved: ${why}. It is written \`{{resolve:ssm:name:version}}\`, \`{{resolve:ssm-secure:name:version}}\` or \`{{resolve:secretsmanager:secret-id:SecretString:json-key:version-stage:version-id}}\` (the parts after the name or secret id may be left out).`,
      unknownRef: (name: string) => `\`Ref\` points to ${q(name)}, which is neither a parameter nor a resource.`,
      unknownGetAttTarget: (name: string) => `\`Fn::GetAtt\` points to ${q(name)}, which is not a resource.`,
      unknownGetAttAttribute: (type: string, name: string) =>
        `${q(type)} has no attribute ${q(name)} for \`Fn::GetAtt\`.`,
      unknownSubVariable: (name: string) =>
        `\`Fn::Sub\` uses \${${name}}, which is neither a parameter, a resource nor a variable given to it.`,
      unknownDependsOn: (name: string) => `\`DependsOn\` names ${q(name)}, which is not a resource.`,
      unknownCondition: (name: string) => `The condition ${q(name)} is not declared in \`Conditions\`.`,
      unknownIntrinsic: (name: string) => `${q(name)} is not a CloudFormation intrinsic function.`,
      badIntrinsic: (name: string, shape: string) => `${q(name)} takes ${shape}.`,
      badLogicalId: (name: string) => `The logical id ${q(name)} must be alphanumeric (A-Z, a-z, 0-9).`,
      badFormatVersion: (value: string) =>
        `\`AWSTemplateFormatVersion\` is ${q(value)}; the only version is \`'2010-09-09'\` (quoted, so YAML keeps it text).`,
      badSection: (name: string, shape: string) => `The ${q(name)} section must be ${shape}.`,
      badParameter: (name: string, problem: string) => `The parameter ${q(name)} ${problem}.`,
      duplicateName: (name: string) => `${q(name)} is both a parameter and a resource: their names must differ.`,
      badPolicy: (key: string, value: string, allowed: readonly string[]) =>
        `${q(key)} is ${value}; it takes one of ${list(allowed)} for this resource.`,
      moduleKey: (key: string) => `${q(key)} is not permitted on a module (a \`::MODULE\` resource).`,
      missingTransform: (name: string, transform: string) =>
        `${q(name)} needs \`Transform: ${transform}\` at the top of the template.`,
      subNeeded: (variable: string) =>
        `\`\${${variable}}\` is written outside \`Fn::Sub\`, so CloudFormation keeps it as text: wrap the value in \`!Sub\`.`,
      subNeededInText: (variable: string) =>
        `\`\${${variable}}\` in this text is kept as written, as the value is not under \`Fn::Sub\`: wrap it in \`!Sub\` if it should be replaced.`,
      circularDependency: (names: readonly string[]) =>
        `The resources ${list(names)} depend on each other in a circle (through Ref, Fn::GetAtt, Fn::Sub or DependsOn).`,
      keyAttributes: (table: string, defined: readonly string[], keys: readonly string[]) =>
        `${q(table)}: \`AttributeDefinitions\` (${list(defined)}) must name exactly the attributes its key schemas use (${list(keys)}).`,
      tooMany: (name: string, where: string, max: number) => `${q(name)} of ${where} holds at most ${max}.`,
      recordValue: (type: string, value: string, expected: string) =>
        `${q(value)} is not a value of a ${type} record, which holds ${expected}.`,
      /** Information: a local path in a property `aws cloudformation package` uploads. */
      /** Warning: a .json template that is not JSON but is YAML (comment lines, a trailing comma), checked as YAML. */
      jsonReadAsYaml: (detail: string) =>
        `This .json template is not JSON (${detail.replace(/\.$/, '')}), but it is YAML, which CloudFormation also takes (cfn-lint reads it so too): it was checked as YAML. Tools that read it as JSON (jq, the CDK's cfn-include) will refuse it; remove the comments or trailing commas to keep it JSON.`,
      /** Information: a property the packaging step writes from the resource's `aws:asset:*` Metadata. */
      assetProperty: (name: string) =>
        `${q(name)} is left to the packaging step: the resource's Metadata names a local asset (\`aws:asset:path\`) for it (\`aws:asset:property\`), which \`sam build\` / \`sam package\` (or the Amplify CLI) write in; deploy the template that step writes. It was not judged missing.`,
      packagePath: (name: string) =>
        `${q(name)} is a path (or an s3:// URL) that \`aws cloudformation package\` (or \`sam package\`) uploads and turns into the S3 location this property takes: deploy the template that step writes, since CloudFormation itself cannot read it.`,
    },
    kubernetes: {
      notAnObject: 'A Kubernetes document must be a mapping with `apiVersion`, `kind` and `metadata`.',
      missingApiVersion: 'The document has no `apiVersion`.',
      missingKind: 'The document has no `kind`.',
      removedApiVersion: (apiVersion: string, kind: string, release: string, replacement: string) =>
        `${q(`${apiVersion}`)} ${kind} was removed in Kubernetes ${release}; use ${q(replacement)}.`,
      unknownKind: (apiVersion: string, kind: string) => `${q(apiVersion)} has no kind ${q(kind)}.`,
      unknownApiVersion: (apiVersion: string) =>
        `${q(apiVersion)} is not a built-in Kubernetes API; custom resources are not checked.`,
      /** Information: `apiVersion: $API_VERSION`, filled in by a script (envsubst) before the manifest is applied. */
      placeholder: (value: string) =>
        `${q(value)} is a placeholder a script fills in before the manifest is applied: the document is not checked.`,
      unknownField: (where: string, name: string) => `${where} has no field ${q(name)}.`,
      missingField: (where: string, names: readonly string[]) =>
        `${where} is missing the required field${names.length === 1 ? '' : 's'} ${list(names)}.`,
      missingName: 'The object has neither `metadata.name` nor `metadata.generateName`.',
      typeMismatch: (name: string, expected: string, got: string) => `${q(name)} expects ${expected}, not ${got}.`,
      /** Information: kubectl's client configuration (`apiVersion: v1`, `kind: Config`), not an API object. */
      kubeconfig:
        'This is a kubeconfig (kubectl’s client configuration: clusters, users, contexts), not a Kubernetes object to apply, so it was not checked.',
      /**
       * Warning: an unquoted yes/no/on/off/y/n where the API wants a string. YAML 1.1 readers
       * (kubectl's, before sigs.k8s.io/yaml moved to goyaml.v3) make it a boolean, newer ones a string.
       */
      yaml11BooleanString: (name: string, word: string) =>
        `${q(`${name}: ${word}`)}: an unquoted ${q(word)} is a boolean to YAML 1.1 readers (older kubectl releases), and ${q(name)} takes a string, so they refuse the object; newer readers keep it a string. Quote it: ${q(`${name}: "${word}"`)}.`,
      /** A strategic-merge directive (`$patch`) in a document no kustomization names as a patch. */
      patchDirective: (name: string) =>
        `${q(name)} is a strategic-merge patch directive: it works only in a patch a kustomization names under \`patches\`, not in a manifest applied as it is.`,
    },
    arm: {
      notATemplate: 'This is not an ARM template: it needs `$schema`, `contentVersion` and `resources`.',
      /** Information: an Azure Blueprints artifact that holds no template (a policy or role assignment). */
      blueprintArtifact: (kind: string) =>
        `This is an Azure Blueprints artifact of kind ${q(kind)}, not an ARM template (only a \`template\` artifact holds one, under \`properties.template\`), so it was not checked.`,
      /** Information: a parameters file (values under `parameters`, no `resources`) that names the template schema. */
      parametersFile:
        'This is a deployment parameters file (its `parameters` hold values, and it has no `resources`), not an ARM template, though its `$schema` names the template schema (a parameters file names deploymentParameters.json): it was not checked.',
      /** Information: a JSON Schema document (the template schema itself, say) among the templates. */
      jsonSchema:
        'This is a JSON Schema (its `$schema` is a json-schema.org draft), not an ARM template, so it was not checked.',
      unknownSection: (name: string) => `${q(name)} is not a section of an ARM template.`,
      missingResourceKey: (key: string) => `The resource has no ${q(key)}.`,
      unknownResourceType: (type: string) =>
        `${q(type)} is not a resource type Azure publishes today: misspelt, made up, or retired (classic alert rules, View Designer views).`,
      unknownApiVersion: (type: string, version: string) => `${q(type)} has no apiVersion ${q(version)}.`,
      /** Information: what the bundled schemas cannot know is not judged. */
      newerApiVersion: (type: string, version: string, newest: string) =>
        `${q(type)} apiVersion ${q(version)} is newer than the newest this checker knows (${newest}), so its body was not checked.`,
      unknownNamespace: (type: string) =>
        `${q(type)} belongs to a resource provider this checker has no schema for, so it was not checked.`,
      noSchema: (type: string) =>
        `${q(type)} is published by Azure, but this checker has no schema for it, so it was not checked.`,
      retiredPreview: (type: string, version: string) =>
        `${q(type)} apiVersion ${q(version)} is a preview this checker does not know (Azure retires previews from its specifications), so it was not checked.`,
      olderApiVersion: (type: string, version: string, oldest: string) =>
        `${q(type)} apiVersion ${q(version)} is older than the oldest this checker knows (${oldest}; Azure drops old versions from its specifications), so it was not checked.`,
      /** Warning: a resource type written with a trailing slash. */
      typeTrailingSlash: (type: string) =>
        `The type is written ${q(`${type}/`)}, with a trailing slash; it was read as ${q(type)}, as \`resourceId()\` reads one. Write it without the slash.`,
      /** Information: a resource of a Bicep extension in a compiled template. */
      extensionResource: (type: string, extension: string) =>
        `${q(type)} belongs to the Bicep extension ${q(extension)} (Kubernetes, Microsoft Graph...), not to Azure Resource Manager's types, so it was not checked.`,
      unpublishedType: (type: string) =>
        `${q(type)} is deployed by Azure although its published specifications lack it, so this checker has no schema for it and it was not checked.`,
      workspaceArtifact: (type: string) =>
        `${q(type)} is a Synapse workspace artifact, not an Azure Resource Manager type: ARM cannot deploy it (Synapse's workspace deployment task creates it from a workspace template). Deploy it that way, or leave it out of this template.`,
      legacyExtension: (type: string) =>
        `${q(type)} is the older spelling of an extension resource (\`<parent type>/providers/<extension type>\`, named \`<parent>/<extension namespace>/<name>\`), and its name does not say which extension type it is, so it was not checked.`,
      textNotExpression:
        'This string starts with `[` but does not end with `]`, so ARM reads it as text, not as an expression.',
      readOnlyChild: (type: string, parent: string) =>
        `${q(type)} is not a type this checker can deploy; as a child of ${q(parent)} that is only read (existing) it may be a read-only type, so it was not checked.`,
      unknownProviderVersion: (type: string, version: string) =>
        `This checker knows no type of ${q(type.split('/')[0])} at apiVersion ${q(version)}, so ${q(type)} was not checked.`,
      unknownProperty: (where: string, name: string) => `${where} has no property ${q(name)}.`,
      unknownPropertyOtherVersion: (where: string, name: string, version: string) =>
        `${where} has no property ${q(name)} in apiVersion ${version} (the newest known; your apiVersion is not bundled, so this may be a false alarm).`,
      unpublishedProperty: (where: string, name: string) =>
        `${where} has no property ${q(name)} in Azure's published type; the service may still take it (the published types lag the services, and Bicep only warns), so check the name against the service's documentation.`,
      missingProperty: (where: string, names: readonly string[]) =>
        `${where} is missing the required propert${names.length === 1 ? 'y' : 'ies'} ${list(names)}.`,
      typeMismatch: (name: string, expected: string, got: string) => `${q(name)} expects ${expected}, not ${got}.`,
      quotedValue: (name: string, expected: string) =>
        `${q(name)} expects ${expected}, written here in quotes: Azure's services read the quoted value as one (Json.NET converts it), so it deploys; write it without quotes.`,
      invalidValue: (name: string, value: string) => `${q(value)} is not an allowed value of ${q(name)}.`,
      expressionSyntax: (detail: string) => `Template expression error: ${detail}.`,
      unknownFunction: (name: string) => `${q(name)} is not an ARM template function.`,
      undeclaredParameter: (name: string) => `The parameter ${q(name)} is not declared in \`parameters\`.`,
      undeclaredVariable: (name: string) => `The variable ${q(name)} is not declared in \`variables\`.`,
      undeclaredInBranch: (kind: 'parameter' | 'variable', name: string, condition: string, when: boolean) =>
        `The ${kind} ${q(name)} is not declared in \`${kind}s\`, but it is used only inside \`if()\`, which evaluates only the branch taken: it is only evaluated when ${q(condition)} is ${when}, and the deployment fails then.`,
      unknownDependsOn: (name: string) => `\`dependsOn\` names ${q(name)}, which is not a resource of this template.`,
      referenceOutside: (type: string) =>
        `No resource of type ${q(type)} is declared in this template; it must already exist when it is deployed.`,
      /** Warning: a well-formed apiVersion of a known type that the bundled list lacks. */
      unlistedApiVersion: (type: string, version: string, newest: string) =>
        `${q(type)} apiVersion ${q(version)} is not in the list this checker bundles (Azure's published specifications drop versions, so it cannot judge it): its body was not checked. Make sure Azure (or your Azure Stack Hub profile) serves it; the newest known is ${newest}.`,
      /** Warning: a key given twice in one object; ARM's engine keeps the last value without a word. */
      overriddenKey: (key: string) =>
        `${q(key)} is given twice in this object: Azure keeps the last value and drops this one without a word. Remove the one you do not mean.`,
    },
    bicep: {
      notChecked:
        'Checked without the Bicep compiler: syntax, declarations, resource types, apiVersions and property names are checked; expression types, function arguments, modules and loops are not.',
      undeclared: (name: string) =>
        `${q(name)} is not declared: no parameter, variable, resource, module or function has this name.`,
      duplicate: (name: string) => `${q(name)} is declared twice.`,
      unknownResourceType: (type: string) =>
        `${q(type)} is not a resource type Azure publishes today: misspelt, made up, or retired (classic alert rules, View Designer views).`,
      unknownApiVersion: (type: string, version: string) => `${q(type)} has no apiVersion ${q(version)}.`,
      /** Information: what the bundled schemas cannot know is not judged. */
      newerApiVersion: (type: string, version: string, newest: string) =>
        `${q(type)} apiVersion ${q(version)} is newer than the newest this checker knows (${newest}), so its body was not checked.`,
      unknownNamespace: (type: string) =>
        `${q(type)} belongs to a resource provider this checker has no schema for, so it was not checked.`,
      badTypeReference: (text: string) =>
        `${q(text)} is not a resource type reference: write \`'Namespace/type@apiVersion'\`.`,
      /** Information: a type of a Bicep extension (`extension http`), which has no bundled schema. */
      extensionType: (text: string, extensions: readonly string[]) =>
        `${q(text)} is a type of the extension ${list(extensions)}, which this checker has no schema for, so it was not checked.`,
      unknownProperty: (where: string, name: string) => `${where} has no property ${q(name)}.`,
      missingProperty: (where: string, names: readonly string[]) =>
        `${where} is missing the required propert${names.length === 1 ? 'y' : 'ies'} ${list(names)}.`,
      typeMismatch: (name: string, expected: string, got: string) => `${q(name)} expects ${expected}, not ${got}.`,
      /** Warning: a well-formed apiVersion of a known type that the bundled list lacks. */
      unlistedApiVersion: (type: string, version: string, newest: string) =>
        `${q(type)} apiVersion ${q(version)} is not in the list this checker bundles (Azure's published specifications drop versions, so it cannot judge it): its body was not checked. Make sure Azure (or your Azure Stack Hub profile) serves it; the newest known is ${newest}.`,
    },
  },
} as const;
