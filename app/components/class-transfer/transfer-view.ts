import type { TransferRefusal } from "../../../schemas/api/calls/class-transfers.js";

/** The three steps of a transfer (SPEC §2: transfer has 3 steps). */
export const TRANSFER_STEPS = ["choose", "confirm", "result"] as const;
export type TransferStep = (typeof TRANSFER_STEPS)[number];

export const refusalText = (reason: TransferRefusal) => `classTransfer.refusals.${reason}`;

/** How an option's difference reads: to pay, owed back, or none. */
export function differenceText(difference: number): { key: string; amount: number } {
  if (difference > 0) return { key: "classTransfer.choose.differencePay", amount: difference };
  if (difference < 0) return { key: "classTransfer.choose.differenceBack", amount: -difference };
  return { key: "classTransfer.choose.differenceNone", amount: 0 };
}
