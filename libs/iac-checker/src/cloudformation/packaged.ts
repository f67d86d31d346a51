/**
 * Properties `aws cloudformation package` (and `sam package` / `sam deploy`) upload: in a template
 * before that step they hold a local path (`Code: ../FunctionCode`, `TemplateURL: ./nested.yaml`)
 * that the step uploads to S3 and replaces with its location, so a path there is no type error
 * (cfn-lint accepts them too). The list follows the AWS CLI's documentation of `package`, with the
 * SAM CLI's additions; a nested property is written with a dot (`Command.ScriptLocation`).
 *
 * @example
 *   localPackagePath('AWS::Lambda::Function', 'Code', '../FunctionCode') // true
 *   localPackagePath('AWS::Lambda::Function', 'Code', 'https://example.com/a.zip') // false (package refuses it)
 */
const PACKAGED: Record<string, readonly string[]> = {
  'AWS::Lambda::Function': ['Code'],
  'AWS::Lambda::LayerVersion': ['Content'],
  'AWS::Serverless::Function': ['CodeUri'],
  'AWS::Serverless::LayerVersion': ['ContentUri'],
  'AWS::Serverless::Api': ['DefinitionUri'],
  'AWS::Serverless::HttpApi': ['DefinitionUri'],
  'AWS::Serverless::StateMachine': ['DefinitionUri'],
  'AWS::Serverless::Application': ['Location'],
  'AWS::Serverless::GraphQLApi': ['SchemaUri'],
  'AWS::ApiGateway::RestApi': ['BodyS3Location'],
  'AWS::ApiGatewayV2::Api': ['BodyS3Location'],
  'AWS::AppSync::GraphQLSchema': ['DefinitionS3Location'],
  'AWS::AppSync::Resolver': ['RequestMappingTemplateS3Location', 'ResponseMappingTemplateS3Location', 'CodeS3Location'],
  'AWS::AppSync::FunctionConfiguration': [
    'RequestMappingTemplateS3Location',
    'ResponseMappingTemplateS3Location',
    'CodeS3Location',
  ],
  'AWS::ElasticBeanstalk::ApplicationVersion': ['SourceBundle'],
  'AWS::CloudFormation::Stack': ['TemplateURL'],
  'AWS::CloudFormation::ModuleVersion': ['ModulePackage'],
  'AWS::CloudFormation::ResourceVersion': ['SchemaHandlerPackage'],
  'AWS::StepFunctions::StateMachine': ['DefinitionS3Location'],
  'AWS::Glue::Job': ['Command.ScriptLocation'],
  'AWS::CodeCommit::Repository': ['Code.S3'],
};

/** True when `value` of `property` (below Properties) is a local path the package step uploads. */
export function localPackagePath(type: string, property: string, value: unknown): boolean {
  // The step also turns an s3:// URL into the location object; any other URL (https://) it
  // refuses, so the property is then judged as written (a TemplateURL takes one as it is).
  return (
    typeof value === 'string' && !/^(?!s3:)[a-z][a-z0-9+.-]*:\/\//i.test(value) && !!PACKAGED[type]?.includes(property)
  );
}
