/** Spec 000 section 4: sign-in and registration end with a full page load of the target path. */
export function fullPageRedirect(path: string): void {
  window.location.assign(path);
}
