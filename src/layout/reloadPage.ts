/** Reloads the whole app, so every view reads the data of the account now acting (spec 001 §4). */
export function reloadPage(): void {
  window.location.reload();
}
