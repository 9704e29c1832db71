/**
 * Resolves in a task of its own, once the browser has had its turn (a paint, a tap): with
 * `scheduler.yield()` where the browser has it (the continuation goes ahead of other queued work),
 * else a message to itself, which no test's fake timers hold back.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
