/**
 * What a Kubernetes kind writes into: manifest objects with a comment saying why they are there.
 * Secret values are never written: a `SecretInput` stands where the value goes, and each target
 * says how to supply it (a placeholder for YAML, a sensitive variable for Terraform).
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { dnsLabel } from '../../model/names';
import { type KindWriter } from '../writer';
import { type K8sBodies } from '../../schema-types';

export class SecretInput {
  constructor(
    /** Environment-variable style name: the YAML placeholder and (lower-cased) Terraform variable. */
    readonly name: string,
    readonly description: string,
  ) {}
}

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [k: string]: unknown };
  [k: string]: unknown;
};

export interface Manifest {
  object: K8sObject;
  comment?: string;
  /** Findings of checked output waived because the request asked for them, by the field they are about. */
  waivers?: Waiver[];
}

/** A waiver directive (`infragen:waive <rule> <reason>`) for the first field named `key` in the object. */
export interface Waiver {
  key: string;
  directive: string;
}

/**
 * An object of `kind` in `apiVersion` as a writer spells it: for a kind the bundled Kubernetes API
 * knows, only its fields (schema-types/kubernetes.ts, generated), so `tsc` refuses a misspelt one.
 */
export type TypedK8sObject<A extends string, K extends string> = {
  apiVersion: A;
  kind: K;
  metadata: K8sObject['metadata'];
} & NoInfer<K8sBodies[`${A}/${K}`]>;

/** Writes one Kubernetes kind as manifest objects, shared by the YAML and Terraform targets. */
export type ManifestWriter = KindWriter<K8sContext>;

export class K8sContext {
  readonly manifests: Manifest[] = [];
  readonly produced = new Map<Component, string[]>();
  readonly secrets: SecretInput[] = [];
  current?: Component;

  constructor(readonly plan: Planner) {}

  /** The namespace every namespaced object goes into. */
  namespace(): string {
    const ns = this.plan.first('k8s.namespace');
    return ns ? dnsLabel(ns) : 'default';
  }

  name(c: Component): string {
    // A name written after the object's kind ("ConfigMap app-settings") is the name it was given.
    if (c.name && c.name === c.attrs.objectName) return dnsLabel(c.attrs.objectName);
    return dnsLabel(c);
  }

  labels(c: Component): Record<string, string> {
    return { 'app.kubernetes.io/name': this.name(c), 'app.kubernetes.io/managed-by': 'infragen' };
  }

  /** Standard metadata; `cluster` objects (namespaces, cluster roles) take no namespace. */
  meta(c: Component, opts: { name?: string; cluster?: boolean } = {}): K8sObject['metadata'] {
    return {
      name: opts.name ?? this.name(c),
      namespace: opts.cluster ? undefined : this.namespace(),
      labels: this.labels(c),
    };
  }

  add<A extends string, K extends string>(typed: TypedK8sObject<A, K>, comment?: string, waivers?: Waiver[]): void {
    const object = typed as K8sObject;
    if (
      this.manifests.some(
        (m) =>
          m.object.kind === object.kind &&
          m.object.metadata.name === object.metadata.name &&
          m.object.metadata.namespace === object.metadata.namespace,
      )
    )
      return;
    this.manifests.push({ object, comment, waivers: waivers?.length ? waivers : undefined });
    this.note(`${object.kind}/${object.metadata.name}`);
  }

  /** Records something the current component produced inside another object. */
  note(what: string): void {
    if (this.current) this.produced.set(this.current, [...(this.produced.get(this.current) ?? []), what]);
  }

  secret(name: string, description: string): SecretInput {
    const existing = this.secrets.find((s) => s.name === name);
    if (existing) return existing;
    const s = new SecretInput(name, description);
    this.secrets.push(s);
    return s;
  }
}
