/** Sign-in and registration end with a full page load of the target path. */
export function fullPageRedirect(path: string): void {
  window.location.assign(path);
}
