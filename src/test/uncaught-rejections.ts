/**
 * Records the promise rejections nothing handles, from now until `stop()`, which resolves to them a
 * task later: Node reports a rejection only once the task that made it is over.
 */
export function recordUncaughtRejections(): { stop(): Promise<unknown[]> } {
  const uncaught: unknown[] = [];
  const record = (reason: unknown) => uncaught.push(reason);
  process.on("unhandledRejection", record);
  return {
    async stop() {
      await new Promise((resolve) => setTimeout(resolve));
      process.off("unhandledRejection", record);
      return uncaught;
    },
  };
}
