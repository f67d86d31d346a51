/** A YAML file that is a template still to be rendered is said as not checked, not as YAML syntax errors. */
import { checkFiles, prepareChecks } from '../../index';
import { hasTemplateMarkers } from './template-markers';

beforeAll(() => prepareChecks(['cloudformation', 'kubernetes-yaml']), 30000);

const found = async (content: string, format: 'cloudformation' | 'kubernetes-yaml') =>
  (await checkFiles([{ path: 'file.yaml', content }], format))
    .filter((d) => d.severity !== 'info' || d.code === 'yaml.unrendered-template')
    .map((d) => `${d.severity} ${d.code}`);

// A Jinja-generated template: one role per service, its logical id made by the generator.
const jinja = `AWSTemplateFormatVersion: '2010-09-09'
Resources:
{% for service in services %}
  {{ service.name }}Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement:
          - Effect: Allow
            Principal: { Service: {{ service.principal }} }
            Action: sts:AssumeRole
{% endfor %}
`;
// A Helm chart's template: the labels come from a named template.
const helm = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "shop.fullname" . }}
  labels:
    {{- include "shop.labels" . | nindent 4 }}
spec:
  replicas: {{ .Values.replicaCount }}
`;

it('knows template markers from a CloudFormation dynamic reference', () => {
  expect(hasTemplateMarkers(jinja)).toBe(true);
  expect(hasTemplateMarkers(helm)).toBe(true);
  expect(hasTemplateMarkers("Password: '{{resolve:secretsmanager:db:SecretString:password}}'\n")).toBe(false);
});

it('a Jinja CloudFormation template and a Helm template are said as not checked, with no syntax error', async () => {
  expect(await found(jinja, 'cloudformation')).toEqual(['info yaml.unrendered-template']);
  expect(await found(helm, 'kubernetes-yaml')).toEqual(['info yaml.unrendered-template']);
});

it('a broken template with only a dynamic reference is still a syntax error', async () => {
  const broken = `Resources:\n  Db:\n    Type: AWS::RDS::DBInstance\n    Properties:\n      MasterUserPassword: '{{resolve:secretsmanager:db}}'\n      Engine: [mysql\n`;
  expect(await found(broken, 'cloudformation')).toContain('error yaml.syntax');
});

it('a template that is sound YAML as written is checked as usual', async () => {
  const quoted = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "{{ .Release.Name }}-settings"\ndata:\n  mode: "{{ .Values.mode }}"\n`;
  expect(await found(quoted, 'kubernetes-yaml')).toEqual([]);
});

// A manifest a scale-test script fills in with sed (longhorn dev/scale-test/statefulset.yaml, t10-H3).
const sedTemplate = `apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: @STS_NAME@
spec:
  serviceName: @STS_NAME@
  selector:
    matchLabels:
      app: @STS_NAME@
`;

it('a manifest with @NAME@ placeholders a script replaces is said as not checked', async () => {
  expect(hasTemplateMarkers(sedTemplate)).toBe(true);
  expect(await found(sedTemplate, 'kubernetes-yaml')).toEqual(['info yaml.unrendered-template']);
});

it('an @ that is no placeholder is still a YAML syntax error', async () => {
  const stray = sedTemplate.replace(/@STS_NAME@/g, 'db').replace('serviceName: db', 'serviceName: @db');
  expect(hasTemplateMarkers(stray)).toBe(false);
  expect(await found(stray, 'kubernetes-yaml')).toContain('error yaml.syntax');
});

// A Maven archetype's SAM template (src/main/resources/archetype-resources/template.yml): Velocity
// directives build the function's logical id from the artifact id when Maven renders the project.
const velocity = `#set($fn = $artifactId.replace('-', ''))
#macro(capitalise $word)
  #set($head = $word.substring(0,1).toUpperCase())
  \${head}\${word.substring(1)}
#end
AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Description: \${groupId}::\${artifactId}
Resources:
  #capitalise($fn)Function:
    Type: AWS::Serverless::Function
    Properties:
      Handler: \${groupId}.StreamLambdaHandler::handleRequest
      Runtime: java21
      CodeUri: .
`;

it('a Velocity template (a Maven archetype) is said as not checked, with no syntax error', async () => {
  expect(hasTemplateMarkers(velocity)).toBe(true);
  expect(await found(velocity, 'cloudformation')).toEqual(['info yaml.unrendered-template']);
});

it('a broken template whose comments only look like Velocity is still a syntax error', async () => {
  // `# if (...)` and `#set up` are comments (a space, or no `(` after the word), not directives.
  const commented = `# if (you deploy to prod) raise the memory\n#set up by the platform team\nResources:\n  Queue:\n    Type: AWS::SQS::Queue\n    Properties: [x\n`;
  expect(hasTemplateMarkers(commented)).toBe(false);
  expect(await found(commented, 'cloudformation')).toContain('error yaml.syntax');
});

it('a Velocity template that is sound YAML as written (its directives are comments to YAML) is checked', async () => {
  const sound = `#set($bucket = "\${artifactId}-assets")\nResources:\n  Assets:\n    Type: AWS::S3::Bucket\n    Properties:\n      BucketNme: $bucket\n`;
  expect(await found(sound, 'cloudformation')).toContain('error cloudformation.unknown-property');
});
