/** What to tell the user about a failed call: the server's own message, else a plain retry hint. */
export const errorText = (error: unknown, fallback = 'Something went wrong. Try again.'): string =>
  error instanceof Error ? error.message : fallback;
