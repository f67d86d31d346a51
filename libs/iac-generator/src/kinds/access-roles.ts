/**
 * The built-in role a grant gives when the request says what the workload may do with the store
 * ("read-only access to the bucket", "only writes to the vault"): the narrower role of the same
 * cloud, with the words the answer says of it. A role with no entry for the access asked stays what
 * the kind gives, and the access is not counted as written (the answer says it was not).
 */
import { type Attrs } from '../model/types';

type Access = NonNullable<Attrs['access']>;
interface Choice {
  role: string;
  why: string;
}

/** By the role the kind gives when nothing is said: the role for each access there is one for. */
const NARROWER: Record<string, Partial<Record<Access, Choice>>> = {
  'Storage Blob Data Contributor': {
    read: {
      role: 'Storage Blob Data Reader',
      why: "its managed identity only reads the account's blobs (Storage Blob Data Reader), with no account key",
    },
    // Azure has no built-in role that writes blobs without reading them: the contributor is the narrowest.
    write: {
      role: 'Storage Blob Data Contributor',
      why: "its managed identity writes the account's blobs (Storage Blob Data Contributor, the narrowest built-in role that writes; it also reads), with no account key",
    },
    readwrite: {
      role: 'Storage Blob Data Contributor',
      why: "its managed identity reads and writes the account's blobs (Storage Blob Data Contributor), with no account key",
    },
  },
  'Key Vault Secrets User': {
    read: {
      role: 'Key Vault Secrets User',
      why: "its managed identity only reads the vault's secrets (Key Vault Secrets User), with no stored credential",
    },
    write: {
      role: 'Key Vault Secrets Officer',
      why: "its managed identity writes the vault's secrets (Key Vault Secrets Officer, the built-in role that writes them; it also reads), with no stored credential",
    },
    readwrite: {
      role: 'Key Vault Secrets Officer',
      why: "its managed identity reads and writes the vault's secrets (Key Vault Secrets Officer), with no stored credential",
    },
  },
  'roles/storage.objectUser': {
    read: {
      role: 'roles/storage.objectViewer',
      why: "its service account only reads the bucket's objects (roles/storage.objectViewer on the bucket)",
    },
    write: {
      role: 'roles/storage.objectCreator',
      why: 'its service account only writes new objects to the bucket (roles/storage.objectCreator on the bucket)',
    },
    readwrite: {
      role: 'roles/storage.objectUser',
      why: "its service account reads and writes the bucket's objects (roles/storage.objectUser on the bucket)",
    },
  },
  'roles/secretmanager.secretAccessor': {
    read: {
      role: 'roles/secretmanager.secretAccessor',
      why: 'its service account only reads the secret (roles/secretmanager.secretAccessor on the secret)',
    },
    write: {
      role: 'roles/secretmanager.secretVersionAdder',
      why: 'its service account only adds versions to the secret (roles/secretmanager.secretVersionAdder on the secret)',
    },
  },
  'roles/pubsub.publisher': {
    read: {
      role: 'roles/pubsub.subscriber',
      why: 'its service account only receives from the topic (roles/pubsub.subscriber on the topic)',
    },
    write: {
      role: 'roles/pubsub.publisher',
      why: 'its service account only publishes to the topic (roles/pubsub.publisher on the topic)',
    },
  },
};

/** The role and its words for a grant of `role` on a store asked with `access`; undefined when there is none. */
export function roleForAccess(role: string, access: Attrs['access']): Choice | undefined {
  return access ? NARROWER[role]?.[access] : undefined;
}
