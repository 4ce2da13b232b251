/**
 * Gives the main thread back to the browser and resumes in a new task: input, painting and other work
 * run in between. scheduler.yield() resumes ahead of other queued work where the browser has it
 * (Chromium); elsewhere a zero timeout does the same job a little later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
