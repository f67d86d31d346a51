/**
 * Requests that ask for something other than infrastructure: a question to be answered ("what's
 * the difference between ..."), a program or query in another language ("a bash script that ...",
 * "a SQL query that ..."), or work on the user's own computer ("install Docker Desktop on my
 * Mac"). Their words may name services ("Deployment", "SQL", "nginx"), but writing those as
 * infrastructure would answer a request nobody made, so the whole request is declined with the
 * reason instead. A Terraform or CloudFormation "script" is infrastructure and is not caught.
 *
 * @example
 *   notInfrastructure('write a bash script that rotates logs') // 'asks for a bash script'
 *   notInfrastructure('Create a Terraform script for an S3 bucket') // undefined
 */
import { GeneratorMessages } from '@infragen/contracts';

// A question about concepts, not a request to build: "what is ...?", "why ...?", "difference between".
const QUESTION = /^\s*(?:what(?:'s|\s+is|\s+are)\s+(?:a|an|the)|why|explain)\b[^]*\?\s*$|\bdifference\s+between\b/i;
// A program or query in a language that is not an infrastructure format.
const OTHER_ARTEFACT =
  /\b(?:an?|the|me\s+an?)\s+((?:bash|shell|python|powershell|perl|ruby|javascript|sql)\s+(?:script|query|program|one-liner)|sql\s+statement)\b/i;
// The user's own machine.
const OWN_MACHINE = /\bon\s+my\s+(?:laptop|mac|macbook|pc|computer|desktop|workstation|windows\s+machine)\b/i;

/** What the request is instead ("asks for a bash script"), or undefined when it asks for infrastructure. */
export function notInfrastructure(prompt: string): string | undefined {
  if (QUESTION.test(prompt)) return GeneratorMessages.whatItIs.question;
  const artefact = OTHER_ARTEFACT.exec(prompt);
  if (artefact) return GeneratorMessages.whatItIs.artefact(artefact[1]);
  if (OWN_MACHINE.test(prompt)) return GeneratorMessages.whatItIs.ownMachine;
  return undefined;
}
