/**
 * A process started by `npm start`'s launcher has an IPC channel to it. Through it the process
 * says when it is ready (it serves, or takes jobs), and by it the process learns that the
 * launcher is gone: the channel closes even when the launcher is killed outright, and a process
 * left without its launcher would hold the port and keep the product half up. Elsewhere (docker
 * compose, a process manager) there is no channel, and this does nothing.
 *
 * @example
 *   const launcher = connectToLauncher(() => shutdown('launcher gone'));
 *   await app.listen(...);
 *   launcher.ready();
 */
export function connectToLauncher(onLauncherGone: () => void): { ready(): void } {
  if (!process.send) return { ready: () => undefined };
  process.once('disconnect', onLauncherGone);
  return { ready: () => process.send?.('ready') };
}
