/**
 * Requests that ask for something other than infrastructure: a question to be answered ("what's
 * the difference between ...", "who terminated our instance?"), a program or query in another language ("a bash script that ...",
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
// A question about what happened to, or how to look into, things that already run ("how do I find out who
// terminated ...?", "who deleted our bucket?", "how can we debug ...?"): it asks for an investigation, not
// for anything to be built. Asking how to build something ("how do I create a bucket with versioning?") is
// still a request for its code.
const INVESTIGATION =
  /\b(?:how\s+(?:do|can|could|would|should)\s+(?:i|we|you)\s+(?:find\s+out|figure\s+out|see|check|tell|know|track\s+down|debug|troubleshoot|investigate|audit|look\s+up)|who\s+(?:terminated|deleted|removed|changed|modified|stopped|killed|rebooted|shut\s+down))\b[^?.!]*\?/i;
// Words that ask for something to be built, said beside such a question ("... ? add a log group for it").
const BUILD_ASK =
  /\b(?:add|create|set\s+up|make|deploy|provision|write|build|give\s+me|(?:i|we)\s+(?:need|want)|terraform|template|manifest)\b/i;
// A program or query in a language that is not an infrastructure format.
const OTHER_ARTEFACT =
  /\b(?:an?|the|me\s+an?)\s+((?:bash|shell|python|powershell|perl|ruby|javascript|sql)\s+(?:script|query|program|one-liner)|sql\s+statement)\b/i;
// The user's own machine.
const OWN_MACHINE = /\bon\s+my\s+(?:laptop|mac|macbook|pc|computer|desktop|workstation|windows\s+machine)\b/i;

/** What the request is instead ("asks for a bash script"), or undefined when it asks for infrastructure. */
export function notInfrastructure(prompt: string): string | undefined {
  if (QUESTION.test(prompt) || investigationOnly(prompt)) return GeneratorMessages.whatItIs.question;
  const artefact = OTHER_ARTEFACT.exec(prompt);
  if (artefact) return GeneratorMessages.whatItIs.artefact(artefact[1]);
  if (OWN_MACHINE.test(prompt)) return GeneratorMessages.whatItIs.ownMachine;
  return undefined;
}

/** A question about looking into what already runs, with nothing beside it asking for something to be built. */
function investigationOnly(prompt: string): boolean {
  const question = INVESTIGATION.exec(prompt);
  if (!question) return false;
  const rest = prompt.slice(0, question.index) + prompt.slice(question.index + question[0].length);
  return !BUILD_ASK.test(rest);
}
