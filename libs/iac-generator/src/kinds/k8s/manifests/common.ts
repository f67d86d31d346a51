/** The label selector every manifest writer uses to point at a workload's pods. */
export const selectorOf = (name: string) => ({ matchLabels: { 'app.kubernetes.io/name': name } });
