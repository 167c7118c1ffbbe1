const DEFAULT_STATUS = 500;

/** The status an /error link names, if it is an HTTP error status; 500 otherwise. */
export function errorPageStatus(value: string | null): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : DEFAULT_STATUS;
}
