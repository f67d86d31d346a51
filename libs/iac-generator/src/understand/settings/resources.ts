/**
 * The `resources` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const RESOURCES: Rule[] = [
  // A CPU limit ruled out ("no CPU limit", "without a cpu limit", "don't cap the CPU"): the container
  // is throttled by none, so none is written; a CPU request stated beside it is still the request.
  {
    re: /\b(?:no|without(?:\s+an?)?|skip(?:\s+the)?|leave\s+out(?:\s+the)?|(?:do\s+not|don'?t|never)\s+(?:set|put|add)(?:\s+an?|\s+any)?)\s+cpu\s+limits?\b|\b(?:do\s+not|don'?t|never)\s+(?:cap|limit)\s+(?:the\s+)?cpu\b|\bcpu\s+limits?\s*(?::|=)?\s*(?:none|unset|off)\b/g,
    read: () => ({ label: 'no CPU limit', values: {}, flags: ['noCpuLimit'], family: 'resources' }),
    examples: {
      reads: {
        'requests 250m/512mi, memory limit 1gi and no cpu limit': {},
        "don't cap the cpu of the worker": {},
        'cpu limit: none': {},
      },
      leaves: ['no cpu alarm for the worker'],
    },
  },
  // CPU, memory, storage, timeouts.
  {
    // ECS's CPU units first: 1024 of them are one vCPU ("512 CPU units" is half of one, never 512 CPUs).
    re: /\b(\d{2,5})\s*(?:v?cpu)\s+units?\b|\b(?:(?:scal(?:e|es|ing)|grow(?:s|ing)?)\s+(?:up\s+)?to\s+|up\s+to\s+)?(\d{1,2}(?:\.\d{1,2})?)\s*(?:v-?cpus?|vcores?|cpus?|cores?)\b|\b(\d{2,4})m\s*(?:of\s+)?cpu\b|\bcpu(?:\s+(?:of|limit))?\s*(?:=|:)\s*(\d{1,2}(?:\.\d{1,2})?)\b/g,
    read: (m) => ({
      label: 'CPU',
      values: {
        cpu: m[1] ? Number(m[1]) / 1024 : m[3] ? Number(m[3]) / 1000 : Number(m[2] ?? m[4]),
      },
      family: 'resources',
    }),
    examples: {
      reads: {
        'a fargate task with 2 vcpu': { cpu: 2 },
        'a container with 500m cpu': { cpu: 0.5 },
        // A serverless database's ceiling is its vCores: "scales up to" is part of saying them.
        'a serverless sql database that scales up to 6 vcores': { cpu: 6 },
        'an ecs service with 512 cpu units and 1024 mb': { cpu: 0.5 },
      },
      leaves: ['an eks cluster with 2 nodes'],
    },
  },
  {
    // Kubernetes' pair of a CPU and a memory quantity after "requests" or "limits" ("requests 250m/512Mi",
    // "limits: 500m, 1Gi"): the millicores are CPU though no "cpu" follows; the memory is read below.
    re: /\b(?:requests?|limits?)\s*(?:of\s+|:\s*|=\s*)?(\d{1,5})m(?=\s*(?:\/|,|and|&|\+)\s*\d{1,6}(?:\.\d+)?\s*(?:mi|gi|mb|gb|mib|gib)\b)/g,
    read: (m) => ({ label: 'CPU', values: { cpu: Number(m[1]) / 1000 }, family: 'resources' }),
    consume: 1,
    examples: {
      reads: {
        'a deployment with requests 300m/768mi': { cpu: 0.3 },
        'limits: 1500m, 2gi for the worker': { cpu: 1.5 },
      },
      leaves: ['a bucket with 200 requests per second'],
    },
  },
  {
    // "mem" is how specs shorten it ("512Mi mem", "limit 1Gi mem").
    // "512M memory" and "2G of RAM" are how Cloud Functions and Cloud Run write it.
    re: /\b(\d{1,6}(?:\.\d{1,2})?)\s*(mb|mib|gb|gib|mi|gi|m|g)\s*(?:of\s+)?(?:memory|ram|mem)\b|\b(?:memory|ram|mem)(?:\s+(?:of|size|limit))?\s*(?:=|:|of|to)?\s*(\d{1,6}(?:\.\d{1,2})?)\s*(mb|mib|gb|gib|mi|gi|m|g)\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = (m[2] ?? m[4]).toLowerCase();
      return { label: 'memory', values: { memoryMb: Math.round(/^g/.test(unit) ? n * 1024 : n) }, family: 'resources' };
    },
    examples: {
      reads: {
        'a lambda with 512 mb of memory': { memoryMb: 512 },
        'a container with memory limit 2gi': { memoryMb: 2048 },
        'requests 250m cpu / 512mi mem, limit 1gi mem': { memoryMb: 512 },
        'a pod with 1gi mem limit': { memoryMb: 1024 },
        'a cloud function with 768m memory': { memoryMb: 768 },
        'a cloud run service with 4g of ram': { memoryMb: 4096 },
      },
      leaves: ['a disk of 512 gb'],
    },
  },
  {
    // After a CPU figure, a bare "4 GiB" (or Kubernetes' "4Gi") is the memory that goes with it ("2 vCPU and 4 GiB").
    re: /(?<=\bv?cpus?\b\s*(?:,|and|\/|with|&|\+)?\s*)(\d{1,3}(?:\.\d)?)\s*(gb|gib|gi)\b(?!\s*(?:of\s+)?(?:storage|disk|ssd|volume|space))/g,
    read: (m) => ({ label: 'memory', values: { memoryMb: Math.round(Number(m[1]) * 1024) }, family: 'resources' }),
    consume: 1,
    examples: {
      reads: { 'a cloud run service with 1 vcpu and 2 gb': { memoryMb: 2048 } },
      leaves: ['a bucket with 2 gb of data'],
    },
  },
  {
    re: /\b(\d{2,5})\s*(mb|mib|mi)\b/g,
    read: (m) => ({ label: 'memory', values: { memoryMb: Number(m[1]) }, family: 'resources' }),
    examples: {
      reads: { 'a lambda function with 256 mb': { memoryMb: 256 } },
      leaves: ['a lambda function in python'],
    },
  },
];
