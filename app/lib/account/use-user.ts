import { useShell } from "../../components/shell/use-shell.js";

/** The signed-in account (SPEC §4 Login state), or null for a visitor. */
export function useUser() {
  return useShell().user;
}
