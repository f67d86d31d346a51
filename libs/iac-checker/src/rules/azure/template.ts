/**
 * ARM examples are written as their resources only; `arm` wraps them in a deployment template
 * (the lines marked `#!` keep their marks, so the test finds the right lines in the whole file).
 */
import { ex } from '../model';

export function arm(strings: TemplateStringsArray, ...values: unknown[]): string {
  const resources = ex(strings, ...values)
    .trimEnd()
    .split('\n')
    .map((l) => (l ? `    ${l}` : l))
    .join('\n');
  return `{\n  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",\n  "contentVersion": "1.0.0.0",\n  "resources": [\n${resources}\n  ]\n}\n`;
}
