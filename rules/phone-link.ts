/** A tel: link for a phone number as written on the site ("+61 2 5550 4321" → "tel:+61255504321"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
