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

/**
 * Resolves once the browser has painted the page (a frame's callback, then a task after that frame).
 * Straight away in a hidden page, which paints nothing and gets no frames; at most 500 ms otherwise (a frame that never comes must not stop the app).
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 500);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
