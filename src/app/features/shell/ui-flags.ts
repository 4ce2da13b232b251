/**
 * Small interface memories of the shell (sidebar collapsed, alerts seen). They are not
 * session data, so they live outside the encoded session storage and survive sign-out.
 */
const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null): void => {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage may be full or blocked: the flag is then only kept for this page.
  }
};

export const UI_FLAG_KEYS = {
  sidebarCollapsed: 'shell.sidebarCollapsed',
  productUpdateSeen: (userId: number) => `shell.productUpdateSeen.${userId}`,
  welcomeSeen: (userId: number, accountId: number) => `shell.welcomeSeen.${userId}.${accountId}`,
} as const;

export const uiFlag = {
  get: (key: string): boolean => read(key) === '1',
  set: (key: string, on: boolean): void => write(key, on ? '1' : null),
};
