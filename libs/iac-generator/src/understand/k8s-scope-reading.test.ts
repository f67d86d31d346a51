/**
 * Where a Kubernetes object goes and what it may do, as people say them: the namespace named before
 * the word ("in the ci namespace"), and permissions on one object by its name, in the singular
 * ("can get the secret db-creds"), read as a rule limited to that object, never a new object.
 */
import { understand } from './understand';

const read = (prompt: string) => understand(prompt, 'k8s');
const valuesOf = (prompt: string, family: string) =>
  read(prompt)
    .mentions.flatMap((m) => m.settings)
    .filter((s) => s.family === family)
    .map((s) => s.values);

describe('the namespace named before the word', () => {
  it('reads "in the X namespace" as the namespace things go into', () => {
    expect(valuesOf('a Deployment shop with 3 replicas in the retail namespace', 'namespace')).toContainEqual({
      namespace: 'retail',
      namespacePlace: true,
    });
    expect(valuesOf('put a CronJob sweep into our ops-tools namespace', 'namespace')).toContainEqual({
      namespace: 'ops-tools',
      namespacePlace: true,
    });
  });

  it('leaves words that are no name ("the same namespace", "a new namespace")', () => {
    expect(valuesOf('a Deployment shop and a Service in the same namespace', 'namespace')).toEqual([]);
    expect(valuesOf('a Deployment shop in a new namespace', 'namespace')).toEqual([]);
  });
});

describe('permissions on one object by its name', () => {
  it('limits the rule to the named object and creates no such object', () => {
    const intent = read('a ServiceAccount reporter that can get the secret smtp-login');
    expect(intent.mentions.map((m) => m.kind)).toEqual(['k8s.service_account']);
    expect(valuesOf('a ServiceAccount reporter that can get the secret smtp-login', 'rbac')).toEqual([
      { rbacVerbs: ['get'], rbacResources: ['secrets'], rbacResourceNames: ['smtp-login'] },
    ]);
  });

  it('reads "read" and a quoted name, for kinds written in two words too', () => {
    expect(valuesOf('a service account that may read the config map "feature-flags"', 'rbac')).toEqual([
      { rbacVerbs: ['get', 'list', 'watch'], rbacResources: ['configmaps'], rbacResourceNames: ['feature-flags'] },
    ]);
  });
});
