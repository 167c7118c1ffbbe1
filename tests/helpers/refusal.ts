/** What a call was refused with: its code and message (fails the test when the call succeeded). */
export async function refusal(call: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await call;
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { code, message };
  }
  throw new Error("the call was not refused");
}

/** The code a call was refused with. */
export const codeOf = async (call: Promise<unknown>) => (await refusal(call)).code;
