/**
 * The catalogue: every resource type the providers define, read from the schemas that checked
 * output validates against (libs/iac-schemas, its data and loaders): the Terraform
 * providers, the CloudFormation specification, the ARM schemas and the Kubernetes API. When a
 * request names a resource type, or a service the generator's kinds do not know, the catalogue
 * says which type it is, which of its arguments are required and which single-valued attributes it
 * has (for values stated next to it, see stated.ts), so a minimal, valid block can be written
 * instead of nothing. The schemas are loaded on first use, only by requests that need them.
 *
 * @example
 *   findType('terraform:aws', ['amazon', 'mq', 'broker'])  // 'aws_mq_broker'
 *   requiredFields('terraform:aws', 'aws_mq_broker')        // broker_name, engine_type, ..., user { ... }
 */
export { type Dialect, type Field, schemaSource } from './dialect';
export { armApiVersion, requiredFields } from './fields';
export { camelWords, findType, hasType, typeOfServiceEndingIn } from './find';
