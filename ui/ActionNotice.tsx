/** The outcome of a screen's last action, or null before any (or while a new one runs). */
export type Notice = { kind: "done" | "failed"; text: string } | null;

/** A success in the status line (always present, so screen readers hear it change) or a failure alert. */
export function ActionNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <p className="account-form__status" role="status">
        {notice?.kind === "done" ? notice.text : null}
      </p>
      {notice?.kind === "failed" && (
        <p className="account-form__failure" role="alert">
          {notice.text}
        </p>
      )}
    </>
  );
}
