/**
 * A plain word right after the word for a running thing (service, deployment, function) names it,
 * even a word that is also a kind's ("api", "db", "queue"), when the phrase ends or goes on with
 * another part after it; never a compound's second word or a description.
 */
import { generateInfrastructure } from '../testing/resources';
import { markBareNames } from './bare-names';

const marked = (text: string) => markBareNames(text, (n) => `<${n}>`);

describe('names after a running thing', () => {
  it.each([
    ['an ECS service api behind an ALB', 'api'],
    ['one Cloud Run service db, plus a bucket', 'db'],
    ['a lambda function api that writes to a table', 'api'],
    ['the deployment queue with two replicas', 'queue'],
    ['deployment cache (image redis:7) and a service', 'cache'],
    ['a deployment frontend serving port 80', 'frontend'],
    ['a lambda function worker with 512 MB', 'worker'],
  ])('%s names it %s', (text, name) => {
    expect(marked(text)).toContain(`<${name}>`);
  });

  it.each([
    'a service api gateway in front',
    'an ECS service and an api gateway',
    'a Cloud Run service written in Go',
    'a deployment package in s3',
    'a lambda function url for it',
    'a function app with a queue trigger',
    'a web app deployment slot staging',
    'a lambda function processing uploads',
    'a function triggered by s3',
  ])('%s names nothing', (text) => {
    expect(marked(text)).not.toContain('<');
  });

  it('writes no API gateway for a service named api', () => {
    const res = generateInfrastructure({
      prompt: 'a fargate service api with 2 tasks and an sqs queue orders',
      platform: 'aws',
      format: 'terraform-aws',
      history: [],
    });
    const text = res.files.map((f) => f.content).join('\n');
    expect(text).not.toMatch(/aws_api_gateway|aws_apigatewayv2/);
    expect(text).toMatch(/resource "aws_ecs_service" "api"/);
  });

  it('names a Kubernetes deployment by the plain word after it', () => {
    const res = generateInfrastructure({
      prompt: 'deployment api running nginx:1.27 with 1 replica',
      platform: 'kubernetes',
      format: 'kubernetes-yaml',
      history: [],
    });
    const text = res.files.map((f) => f.content).join('\n');
    expect(text).toMatch(/kind: Deployment\s+metadata:\s+name: api\b/);
  });
});
