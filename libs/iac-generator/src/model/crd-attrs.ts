/**
 * What a request states of the Kubernetes objects that custom resource definitions add (Gateway API,
 * the VerticalPodAutoscaler, CSI volume snapshots, Argo Rollouts): kept beside `Attrs` so each object's
 * facts gather in one place, however many clauses said them.
 */

/** A route rule of an HTTPRoute: the path it matches and the Services it sends to, with their weights. */
interface RouteRule {
  path?: string;
  backends: { name: string; port?: number; weight?: number }[];
}

/** A step of an Argo Rollouts canary: a weight to set, or a pause (with no duration: until promoted). */
export type CanaryStep = { setWeight: number } | { pause: { duration?: string } };

export interface CrdAttrs {
  /**
   * A Gateway's class and listeners, an HTTPRoute's parent Gateway, hostnames and rules (Gateway API,
   * gateway.networking.k8s.io/v1).
   */
  gatewayApi?: {
    className?: string;
    listeners?: { protocol: 'HTTP' | 'HTTPS'; port: number; hostname?: string; tlsSecret?: string }[];
    routesFrom?: 'All' | 'Same' | string;
    parent?: string;
    parentNamespace?: string;
    sectionName?: string;
    hostnames?: string[];
    rules?: RouteRule[];
  };
  /** A VerticalPodAutoscaler's update mode and the least and most it may set on the containers. */
  vpa?: {
    target?: string;
    updateMode?: 'Off' | 'Initial' | 'Recreate' | 'Auto' | 'InPlaceOrRecreate';
    minAllowed?: { cpu?: string; memory?: string };
    maxAllowed?: { cpu?: string; memory?: string };
  };
  /**
   * A CSI snapshot's class and source claim, a snapshot class's driver and deletion policy, and the
   * snapshot a new claim is restored from.
   */
  snapshot?: {
    driver?: string;
    deletionPolicy?: 'Delete' | 'Retain';
    className?: string;
    sourceClaim?: string;
    restoreFrom?: string;
  };
  /** An Argo Rollout's strategy: canary steps and their Services, or blue-green's active and preview Services. */
  rollout?: {
    strategy?: 'canary' | 'blueGreen';
    steps?: CanaryStep[];
    stableService?: string;
    canaryService?: string;
    activeService?: string;
    previewService?: string;
    autoPromotion?: boolean;
  };
}
