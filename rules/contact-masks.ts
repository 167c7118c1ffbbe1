// The contact masks in plain code, so the account screens and the service (a new account's nickname, the
// related accounts of preCheckAccount) hide the same characters.

/**
 * A phone number with its middle half hidden (SPEC §9 phone mask).
 *
 * The rule, over the n digits of the national number (n > 2):
 * - ceil(n / 2) digits are masked;
 * - of the rest, floor(rest / 2) stay visible in front and the others (one more when odd) at the end.
 * So "91234567" → "91****67", "4155550123" → "41*****123", "1234567" → "1****67", "123" → "**3".
 * Numbers of two digits or fewer are returned unchanged (nothing sensible to hide).
 *
 * Only digits count and are masked; separators stay where they are ("9123 4567" → "91** **67").
 * A leading calling code is kept as is and not counted: either `callingCode` when the text starts with it
 * after a "+" ("+65" in "+6591234567"), or a `+digits` group followed by a space or hyphen ("+65 91234567").
 * Without either, a glued "+6591234567" cannot be split and all its digits count.
 */
export function maskPhone(phone: string, callingCode?: string): string {
  const { prefix, national } = splitCallingCode(phone, callingCode);
  const digitCount = national.replace(/\D/g, "").length;
  if (digitCount <= 2) return phone;
  const masked = Math.ceil(digitCount / 2);
  const front = Math.floor((digitCount - masked) / 2);
  let index = 0;
  const hidden = national.replace(/\d/g, (digit) => {
    const position = index++;
    return position >= front && position < front + masked ? "*" : digit;
  });
  return prefix + hidden;
}

function splitCallingCode(phone: string, callingCode: string | undefined): { prefix: string; national: string } {
  const code = callingCode?.trim();
  if (code && /^\+?\d{1,4}$/.test(code)) {
    const withPlus = code.startsWith("+") ? code : `+${code}`;
    const start = phone.length - phone.trimStart().length;
    if (phone.startsWith(withPlus, start)) {
      const separator = /^[\s-]*/.exec(phone.slice(start + withPlus.length))?.[0] ?? "";
      const length = start + withPlus.length + separator.length;
      return { prefix: phone.slice(0, length), national: phone.slice(length) };
    }
  }
  const match = /^\s*\+\d{1,4}[\s-]+/.exec(phone);
  return match ? { prefix: match[0], national: phone.slice(match[0].length) } : { prefix: "", national: phone };
}

/**
 * An e-mail address with the middle half of its local part hidden, like the phone mask (SPEC §9):
 * "jane.doe@example.com" → "ja****oe@example.com". Anything that is not an address is returned unchanged.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const masked = Math.ceil(local.length / 2);
  const front = Math.floor((local.length - masked) / 2);
  return `${local.slice(0, front)}${"*".repeat(masked)}${local.slice(front + masked)}${email.slice(at)}`;
}

/**
 * A phone number as every screen shows it (account pages, security settings, addresses, the login dialog): the
 * calling code, then the national number masked. Null when there is none.
 */
export function shownPhone(phone: string | null | undefined, callingCode?: string | null): string | null {
  if (!phone) return null;
  return callingCode ? `${callingCode} ${maskPhone(phone)}` : maskPhone(phone);
}

/** An e-mail address as every screen shows it: masked like the phone. Null when there is none. */
export function shownEmail(email: string | null | undefined): string | null {
  return email ? maskEmail(email) : null;
}
