/**
 * Resource types whose `Fn::GetAtt` returns any of their properties, not only the attributes the
 * specification lists: types CloudFormation moved to registry handlers that return the whole
 * resource model (`!GetAtt Topic.DisplayName` on an SNS topic, `!GetAtt Queue.VisibilityTimeout`).
 * The list is the one cfn-lint 1.51 accepts every property of (the reference the checker is
 * measured against, bench/checker-cfn-lint-agreement.mjs); a name that is no property of the
 * type is still an unknown attribute.
 */
const ALL_PROPERTIES = new Set(
  [
    'Amplify::Branch Amplify::Domain AppSync::DomainName AppSync::FunctionConfiguration AppSync::Resolver',
    'AutoScaling::AutoScalingGroup Backup::BackupSelection Backup::BackupVault Backup::LogicallyAirGappedBackupVault',
    'CodeArtifact::Domain CodeArtifact::Repository EC2::CapacityReservation EC2::Instance EC2::SecurityGroup',
    'EC2::Subnet EC2::VPC EFS::MountTarget EKS::Nodegroup ElastiCache::ReplicationGroup',
    'ElasticLoadBalancingV2::LoadBalancer Events::EventBus EventSchemas::Discoverer EventSchemas::Registry',
    'EventSchemas::Schema GameLift::GameSessionQueue GameLift::MatchmakingConfiguration GameLift::MatchmakingRuleSet',
    'Grafana::Workspace Greengrass::ConnectorDefinition Greengrass::CoreDefinition Greengrass::DeviceDefinition',
    'Greengrass::FunctionDefinition Greengrass::Group Greengrass::LoggerDefinition Greengrass::ResourceDefinition',
    'Greengrass::SubscriptionDefinition ImageBuilder::Component ImageBuilder::ContainerRecipe',
    'ImageBuilder::DistributionConfiguration ImageBuilder::ImagePipeline ImageBuilder::ImageRecipe',
    'ImageBuilder::InfrastructureConfiguration ManagedBlockchain::Node Neptune::DBCluster RDS::DBInstance',
    'RDS::DBParameterGroup RedshiftServerless::Workgroup RoboMaker::RobotApplication RoboMaker::SimulationApplication',
    'Route53Resolver::ResolverRule Route53Resolver::ResolverRuleAssociation S3::AccessPoint',
    'SageMaker::DataQualityJobDefinition SageMaker::ModelBiasJobDefinition SageMaker::ModelExplainabilityJobDefinition',
    'SageMaker::ModelQualityJobDefinition SageMaker::MonitoringSchedule SNS::Topic SQS::Queue SSM::Parameter',
    'StepFunctions::Activity',
  ]
    .join(' ')
    .split(' ')
    .map((t) => `AWS::${t}`),
);

/**
 * True when `attribute` (`DisplayName`, or a path into an object property, `VpcConfig.SubnetIds`)
 * names a property of `type` and the type's GetAtt returns its properties.
 */
export function isPropertyAttribute(type: string, attribute: string, properties: Record<string, unknown>): boolean {
  return ALL_PROPERTIES.has(type) && Object.hasOwn(properties, attribute.split('.')[0]);
}
