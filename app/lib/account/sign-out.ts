/** SPEC §4: sign-out goes home, or back to the Hope Cup page for its visitors. */
export function signOutDestination(path: string): string {
  return path === "/hope-cup" || path.startsWith("/hope-cup/") ? "/hope-cup" : "/";
}
