/**
 * How long a use must last before an autoscaler acts ("above 75% for 10 minutes") is written where
 * the format has it (an Azure autoscale rule's time window, in every Azure format) and said as not
 * written where it has no place in what is written (AWS target tracking, a Kubernetes HPA), never
 * replaced by 5 minutes without a word.
 */
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: string, format: string) =>
  generateInfrastructure({ prompt, platform, format } as Parameters<typeof generateInfrastructure>[0]);
const text = (r: ReturnType<typeof run>) => r.files.map((f) => f.content).join('\n');

describe('autoscale duration', () => {
  it.each([
    ['terraform-azurerm', /time_window\s*= "PT15M"/],
    ['arm', /"timeWindow": "PT15M"/],
    ['bicep', /timeWindow: 'PT15M'/],
  ])('Azure %s: the time window of the rules', (format, re) => {
    const out = text(run('vmss of 3 to 9 instances that adds one when CPU goes over 80% for 15 mins', 'azure', format));
    expect(out).toMatch(re);
    expect(out).not.toMatch(/PT5M"?,?\s*\n\s*(?:time_aggregation|"timeAggregation"|timeAggregation)/);
  });

  it('keeps 5 minutes when no time is said', () => {
    expect(text(run('a VM scale set of 2 to 4 instances at 60% CPU', 'azure', 'terraform-azurerm'))).toMatch(
      /time_window\s*= "PT5M"/,
    );
  });

  it.each([
    ['aws', 'terraform-aws', 'an auto scaling group of 2 to 6 instances, scale out when CPU is above 70% for an hour'],
    ['kubernetes', 'kubernetes-yaml', 'a deployment api with an HPA from 2 to 8 replicas at 70% cpu for 10 minutes'],
  ])('%s: said as not written', (platform, format, prompt) => {
    const r = run(prompt, platform, format);
    expect(r.notCovered.join('\n')).toMatch(/for (an hour|10 minutes)/);
  });
});
