// The benchmark's model answer: e2e/support/model-server.mjs's own scripts stream at most 300
// short lines (about 9,000 characters, one line every 60 ms), too little and too slow to load the
// page the way a long fast answer does. Here every request gets one fenced Terraform block of at
// least `minChars` characters, cut into 10-40 character chunks written every 5-10 ms, like a fast
// hosted model, served by the e2e server with this script.
import { startModelServer } from '../../e2e/support/model-server.mjs';

/** A small seeded generator, so every run streams the same text in the same chunks. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Terraform that looks like a real answer (varied resources and attributes), not numbered lines. */
function longTerraform(minChars) {
  const parts = [
    '# main.tf\n',
    'terraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 5.0"\n    }\n  }\n}\n\n',
  ];
  let length = parts.join('').length;
  for (let i = 1; length < minChars; i += 1) {
    const n = String(i).padStart(3, '0');
    const block =
      `resource "aws_s3_bucket" "logs_${n}" {\n  bucket = "infragen-logs-${n}"\n  tags = {\n    Name        = "logs-${n}"\n    Environment = var.environment\n  }\n}\n\n` +
      `resource "aws_s3_bucket_versioning" "logs_${n}" {\n  bucket = aws_s3_bucket.logs_${n}.id\n  versioning_configuration {\n    status = "Enabled" # keep old objects for ${(i % 30) + 1} days\n  }\n}\n\n` +
      `resource "aws_security_group" "app_${n}" {\n  name   = "app-${n}"\n  vpc_id = aws_vpc.main.id\n  ingress {\n    from_port   = ${443 + (i % 3)}\n    to_port     = ${443 + (i % 3)}\n    protocol    = "tcp"\n    cidr_blocks = ["10.${i % 256}.0.0/16"]\n  }\n}\n\n`;
    parts.push(block);
    length += block.length;
  }
  return parts.join('');
}

/** The whole answer and its chunks: a line of prose, then the fenced block. */
function answer(minChars, seed = 20000) {
  const code = longTerraform(minChars);
  const text = `Here is the Terraform for your request:\n\n\`\`\`hcl\n${code}\`\`\`\n`;
  const next = random(seed);
  const chunks = [];
  for (let at = 0; at < text.length;) {
    const size = 10 + Math.floor(next() * 31);
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  const delays = chunks.map(() => 5 + Math.floor(next() * 6));
  return { text, code, chunks, delays };
}

/**
 * Starts the e2e scripted model server (same protocol, e2e/support/model-server.mjs) on a free
 * loopback port, answering every request with this long answer. `streams` lists each answered
 * request: when its first and last content chunks were written (performance.now() of this
 * process) and whether it ended.
 */
export async function startLongModelServer({ minChars = 20_000 } = {}) {
  const script = answer(minChars);
  const server = await startModelServer({ script: () => ({ chunks: script.chunks, delays: script.delays }) });
  return { url: server.url, script, streams: server.requests, close: server.close };
}
