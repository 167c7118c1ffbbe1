/**
 * Errors whose message tells the operator what to fix (a setting, a fixture, the store, a data folder another
 * process holds), so they are said without a stack trace. Known by name: the primary process of several
 * (server/http/workers.ts) loads none of the modules that throw them.
 */
const OPERATOR_ERRORS = new Set(["EnvError", "FixtureError", "StorePreparationError", "DataDirInUseError"]);

export function isOperatorError(error: unknown): error is Error {
  return error instanceof Error && OPERATOR_ERRORS.has(error.name);
}
