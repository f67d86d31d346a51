/**
 * Linux machines on Azure (VMs, scale sets, AKS nodes) sign in with an SSH key of their own (admin_ssh_key,
 * linux_profile): "SSH key authentication only" said of them is that key, never a stored SSH public key
 * resource beside them with a second key to supply.
 */
import { type Intent } from '../../understand/understand';

// Kinds of Linux machines that sign in with an SSH key of their own (admin_ssh_key, linux_profile).
const SIGNS_IN_WITH_KEY = /^azure\.(?:linux_virtual_machine(?:_scale_set)?|kubernetes_cluster(?:_node_pool)?)$/;
// The resource types of a stored SSH public key, which such machines do not need.
const KEY_TYPES = /^(?:azurerm_ssh_public_key|Microsoft\.Compute\/sshPublicKeys)$/;

/** Whether the request asks for Linux machines, which sign in with their own SSH key. */
export const signInWithOwnKey = (intent: Intent) => intent.mentions.some((m) => SIGNS_IN_WITH_KEY.test(m.kind));

/**
 * Whether a resource type the words of a request match is held by the Azure machines asked for: an SSH
 * public key ("SSH key authentication only") is their admin key, which they write themselves.
 */
export const heldByAzureMachines = (type: string, intent: Intent): boolean =>
  KEY_TYPES.test(type) && signInWithOwnKey(intent);
