import { useRouteLoaderData } from "@remix-run/react";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { mayCall, type AdminCallName } from "./roles.js";
import { ADMIN_LAYOUT_ID } from "../route-ids.js";

/** The signed-in staff member, from the /admin layout's loader. */
export function useStaffMember(): StaffMember {
  const data = useRouteLoaderData<{ staff: StaffMember }>(ADMIN_LAYOUT_ID);
  if (!data) throw new Error("useStaffMember is for screens inside the /admin layout");
  return data.staff;
}

/** Whether the signed-in staff member's role allows `call` (the service checks it again). */
export function useMayCall(call: AdminCallName): boolean {
  return mayCall(useStaffMember().role, call);
}
