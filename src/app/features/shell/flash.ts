/**
 * A success message that must survive the full reload of an account switch (the
 * 'Business was added successfully' toast would otherwise vanish with the page).
 */
const KEY = 'shell.flash';

export function setFlash(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode): the toast already shown is all the user gets.
  }
}

/** The pending message, once: reading it clears it. */
export function takeFlash(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
