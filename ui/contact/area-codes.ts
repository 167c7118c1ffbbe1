import type { PhoneAreaCode } from "../../schemas/site.js";

/** The area code a phone field starts with: the site's own country's, else the list's first. */
export function defaultAreaCode(areaCodes: readonly PhoneAreaCode[], siteCountryCode: string): PhoneAreaCode | undefined {
  return areaCodes.find((area) => area.countryCode === siteCountryCode) ?? areaCodes[0];
}
