import type { AppLoadContext } from "@remix-run/node";
import type { RequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { staffAction } from "./staff.server.js";
import { checkInput, type FormOutcome } from "../../admin-preview/frame/form-outcome.js";
import { toolCalls, type AdminCallName } from "../../admin-preview/frame/roles.js";

/**
 * A form's staff call: the input is checked against the contract first (refused fields go back to the
 * form), then sent; a refusal comes back for the form to show, an expired session goes to sign-in.
 */
export async function submitCall<Intent extends string, N extends AdminCallName>(
  { request, context }: { request: Request; context: AppLoadContext },
  intent: Intent,
  name: N,
  input: unknown,
): Promise<FormOutcome<Intent, ResponseOf<N>>> {
  const checked = checkInput(toolCalls[name].request, input);
  if (!checked.ok) return { intent, ok: false, invalidFields: checked.invalidFields };
  const outcome = await staffAction(request, context, ({ api, call }) => api.call(name, checked.data as RequestOf<N>, call));
  return outcome.ok ? { intent, ok: true, result: outcome.result } : { intent, ok: false, error: outcome.error };
}
