import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { GenerationJobData } from '@infragen/contracts';
import type { GenerationRun, GenerationSource } from '../../apps/worker/src/generation';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { type GithubEmulator } from '../support/github/github-emulator';
import { githubEnv, startGithubEmulator } from '../support/github/start-emulator';
import { completedGeneration, connectGithub, pushEnded } from '../support/github/github-session';
import { call, signUpUser, type SignedIn } from './auth-helpers';

/** A model answering with a small network in Terraform: something to draw. */
class NetworkSource implements GenerationSource {
  readonly name = 'github-diagram';
  start(request: GenerationJobData): GenerationRun {
    const main = `# main.tf
resource "aws_vpc" "main" {
  cidr_block = "10.0.0.0/16"
  tags       = { generation = "${request.generationId}" }
}

resource "aws_subnet" "public" {
  vpc_id     = aws_vpc.main.id
  cidr_block = "10.0.1.0/24"
}

resource "aws_security_group" "ssh" {
  vpc_id = aws_vpc.main.id
  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_instance" "web" {
  ami                    = "ami-0123456789abcdef0"
  instance_type          = "t3.micro"
  subnet_id              = aws_subnet.public.id
  vpc_security_group_ids = [aws_security_group.ssh.id]
}

resource "aws_s3_bucket" "logs" {
  bucket = "logs-example"
}
`;
    async function* chunks(): AsyncGenerator<string> {
      yield 'Here is the network:\n';
      yield `\`\`\`hcl\n${main}\`\`\`\n`;
    }
    return { chunks: chunks(), usage: () => null };
  }
}

/** The diagram type mermaid's own parser reads from the text (test/support/mermaid-parse.mjs). */
const mermaidParses = (text: string) =>
  execFileSync(process.execPath, [join(__dirname, '..', 'support', 'mermaid-parse.mjs')], {
    input: text,
    encoding: 'utf8',
  }).trim();

/**
 * A push adds `infrastructure/README.md` with a Mermaid diagram of what the code creates (unless
 * the user turns it off): read back from the GitHub emulator, its diagram parses with mermaid's
 * own parser and shows the answer's resources, containers and references.
 */
describe('GitHub push: the diagram README', () => {
  let db: TestDatabase;
  let stack: Stack;
  let github: GithubEmulator;
  let ada: SignedIn;

  beforeAll(async () => {
    github = await startGithubEmulator();
    github.addUser('ada-gh', 'Ada Lovelace');
    github.addRepo('ada-gh', 'infra', { files: { 'README.md': '# infra\n' } });
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, workers: 1, source: new NetworkSource(), env: githubEnv(github) });
    github.callbackUrl = `${stack.baseUrl}/auth/github/callback`;
    ada = await signUpUser(stack.baseUrl);
    await connectGithub(stack.baseUrl, ada.token, github, 'ada-gh');
    await call(stack.baseUrl, 'PUT', '/api/github/selected-repository', {
      token: ada.token,
      body: { repoFullName: 'ada-gh/infra' },
    });
  });
  afterEach(() => expect(github.problems).toEqual([]));
  afterAll(async () => {
    await stack?.close();
    await db?.drop();
    await github?.close();
  });

  const push = (body: object) =>
    call<{ id: string }>(stack.baseUrl, 'POST', '/api/github/pushes', { token: ada.token, body });

  it('adds infrastructure/README.md whose Mermaid diagram parses and draws the code', async () => {
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    // A one-file answer is pushed under the name the user gives.
    const queued = await push({ generationId: generation.id, filename: 'network.tf' });
    expect(queued.status).toBe(202);
    const done = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(done.status).toBe('completed');

    const files = github.files('ada-gh/infra');
    expect(Object.keys(files).sort()).toEqual(['README.md', 'infrastructure/README.md', 'infrastructure/network.tf']);
    const readme = files['infrastructure/README.md']!;
    const diagram = /```mermaid\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(diagram).toBeDefined();
    expect(mermaidParses(diagram!)).toBe('flowchart-v2');
    // The network holds its subnet, which holds the instance; the open port is marked.
    expect(diagram).toMatch(
      /subgraph n1\["VPC: main"\]\n\s+subgraph n2\["Subnet: public"\]\n\s+n\d+\["Instance: web"\]/,
    );
    expect(diagram).toContain('Security group: ssh (port 22 open to the internet)');
    expect(diagram).toContain('S3 bucket: logs');
    expect(diagram).toMatch(/n\d+ -->\|"refers to"\| n\d+/);
    // The table links each resource to its line in the file beside the README.
    expect(readme).toContain('| logs | S3 bucket | Storage | [network.tf:29](network.tf#L29) |');
    // The repository's own README is left as it was.
    expect(files['README.md']).toBe('# infra\n');
  });

  it('adds no README when the user turns the diagram off', async () => {
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const before = github.files('ada-gh/infra')['infrastructure/README.md'];
    const queued = await push({
      generationId: generation.id,
      filename: 'network.tf',
      diagram: false,
      commitMessage: 'Only the code',
    });
    const done = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(done.status).toBe('completed');
    expect(github.commits('ada-gh/infra')[0]).toMatchObject({ message: 'Only the code' });
    // The commit changed the code only: the README is the one the first push wrote.
    expect(github.files('ada-gh/infra')['infrastructure/README.md']).toBe(before);
    expect(github.files('ada-gh/infra')['infrastructure/network.tf']).toContain(generation.id);
  });

  it('refuses a diagram option that is not true or false, naming it', async () => {
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const refused = await call<{ message: string }>(stack.baseUrl, 'POST', '/api/github/pushes', {
      token: ada.token,
      body: { generationId: generation.id, diagram: 'yes' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('diagram');
  });
});
