import type { Diagnostic } from '@infragen/contracts';
import { buildRepairMessages, REPAIR_REQUEST_OPENING } from './repair-prompt';

const finding = (severity: Diagnostic['severity'], line: number, fixHint?: string): Diagnostic => ({
  format: 'terraform-aws',
  file: 'main.tf',
  line,
  column: 3,
  severity,
  code: `terraform.sample-${severity}`,
  message: `a ${severity} on line ${line}`,
  ...(fixHint ? { fixHint } : {}),
});

describe('buildRepairMessages', () => {
  const answer = '```hcl\n# main.tf\nresource "aws_lambda_function" "api" {\n  memory = 256\n}\n```\n';

  it('sends the conversation, the model its own answer, then the problems with their places and fixes', () => {
    const messages = buildRepairMessages({
      prompt: 'a lambda function',
      platform: 'aws',
      format: 'terraform-aws',
      answer,
      diagnostics: [finding('warning', 9), finding('info', 1), finding('error', 4, 'Did you mean `memory_size`?')],
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0].content).toContain('hashicorp/aws');
    expect(messages[1].content).toBe('a lambda function');
    expect(messages[2].content).toBe(answer);
    const request = String(messages[3].content);
    expect(request.startsWith(`${REPAIR_REQUEST_OPENING} 2 problems:`)).toBe(true);
    // Errors first, notes left out.
    expect(request.split('\n').slice(1, 3)).toEqual([
      '1. main.tf:4:3 error [terraform.sample-error] a error on line 4 Fix: Did you mean `memory_size`?',
      '2. main.tf:9:3 warning [terraform.sample-warning] a warning on line 9',
    ]);
    expect(request).toMatch(/complete corrected code/);
    expect(request).not.toMatch(/sample-info/);
  });

  it('lists at most 30 problems and counts the rest', () => {
    const diagnostics = Array.from({ length: 45 }, (_, i) => finding('error', i + 1));
    const request = String(
      buildRepairMessages({ prompt: 'p', platform: 'aws', format: 'terraform-aws', answer, diagnostics }).at(-1)!
        .content,
    );
    expect(request).toContain('found 45 problems');
    expect(request).toContain('30. main.tf:30:3');
    expect(request).not.toContain('31. main.tf');
    expect(request).toContain('...and 15 more of the same kinds.');
  });
});
