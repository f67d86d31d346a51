/**
 * Runs the project's evaluation set through the built-in generator and scores every request: a
 * line per request, then tables per format, per platform, per class of failure probed and per
 * phrasing style, and the report for --out.
 */
import { validationErrors, type Engine } from './engine';
import { loadSet } from './load-set';
import { readResources } from './read';
import { requestLine, summaryTable } from './report-text';
import { scoreRequest } from './score-request';
import { summarize, summarizeBy, type Summary } from './summarize';
import { type EvalRequest, type GeneratorOutput, type ReadResult, type RequestScore } from './types';

interface SetOptions {
  dir: string;
  /** Only these formats (all when empty). */
  formats?: string[];
  /** Only requests whose id starts with one of these (all when empty). */
  only?: string[];
  log: (line: string) => void;
}

interface SetReport {
  set: string;
  requests: number;
  summary: {
    total: Summary;
    byFormat: Record<string, Summary>;
    byPlatform: Record<string, Summary>;
    byProbe: Record<string, Summary>;
    byStyle: Record<string, Summary>;
  };
  results: RequestScore[];
}

const NOTHING: ReadResult = { resources: [], parses: true, errors: [] };

/** Scores one request; a generator that throws is scored as output that does not parse. */
async function runRequest(engine: Engine, request: EvalRequest): Promise<RequestScore> {
  let output: GeneratorOutput;
  try {
    output = engine.generate({
      prompt: request.prompt,
      platform: request.platform,
      format: request.format,
      history: request.history.map((content) => ({ role: 'user' as const, content })),
    });
  } catch (e) {
    const crash = { declined: false, files: [], notCovered: [] };
    const read = { resources: [], parses: false, errors: [`the generator threw: ${(e as Error).message}`] };
    return scoreRequest({ request, output: crash, read, validationErrors: [] });
  }
  const read = output.declined ? NOTHING : await readResources(output.files, request.format);
  const errors = output.declined ? [] : await validationErrors(engine, output.files, request.format);
  return scoreRequest({ request, output, read, validationErrors: errors });
}

export async function runProjectSet(engine: Engine, options: SetOptions): Promise<SetReport> {
  const requests = loadSet(options.dir).filter(
    (r) =>
      (!options.formats?.length || options.formats.includes(r.format)) &&
      (!options.only?.length || options.only.some((prefix) => r.id.startsWith(prefix))),
  );
  const results: RequestScore[] = [];
  for (const request of requests) {
    const score = await runRequest(engine, request);
    results.push(score);
    options.log(requestLine(score));
  }
  const summary = {
    total: summarize(results),
    byFormat: summarizeBy(results, (s) => [s.format]),
    byPlatform: summarizeBy(results, (s) => [s.platform]),
    byProbe: summarizeBy(results, (s) => s.probes),
    byStyle: summarizeBy(results, (s) => [s.style]),
  };
  options.log('');
  options.log(summaryTable('format', summary.byFormat, summary.total));
  options.log('');
  options.log(summaryTable('platform', summary.byPlatform));
  options.log('');
  options.log(summaryTable('probe', summary.byProbe));
  options.log('');
  options.log(summaryTable('style', summary.byStyle));
  return { set: options.dir, requests: results.length, summary, results };
}
