// Loaded into a server process with `--import`: answers each "usage" message on the IPC channel with
// process.memoryUsage(), and "usage-after-gc" with the same after a full collection (needs --expose-gc).
process.on("message", (message) => {
  if (message === "usage-after-gc") globalThis.gc?.();
  if (message === "usage" || message === "usage-after-gc") process.send?.(process.memoryUsage());
});
// The channel must not keep the process alive on its own, or a SIGTERM'd server would wait for the parent.
process.channel?.unref();
