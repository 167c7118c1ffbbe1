import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "@remix-run/react";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { ACCOUNT_LIMITS } from "../../../../schemas/account-values.js";
import { nicknameProblem } from "../../../lib/account/student-rules.js";
import { failureMessage } from "../bind/failure-message.js";
import { useToast } from "../../../../ui/toast.js";

/**
 * The parent nickname of the personal centre, edited in place (SPEC §2, §4): the pencil opens the field,
 * a click outside it (or Enter, or tabbing away) saves, Escape cancels. The server's message shows when the
 * save is refused; a saved nickname ends editing and the page's data is loaded again.
 */
export function ParentNickname({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(nickname);
  const [shown, setShown] = useState(nickname);
  const [error, setError] = useState<string | null>(null);
  const notice = useToast();
  const saving = useRef(false);
  const editor = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const pencil = useRef<HTMLButtonElement>(null);

  useEffect(() => setShown(nickname), [nickname]);

  /** Where focus goes when editing ends from the keyboard: back to the pencil. */
  const refocusPencil = useRef(false);
  const finish = (fromKeyboard: boolean) => {
    refocusPencil.current = fromKeyboard;
    setEditing(false);
    setError(null);
  };

  const save = async (fromKeyboard: boolean) => {
    if (saving.current) return;
    const problem = nicknameProblem(value);
    if (problem) {
      setError(t(problem === "required" ? "account.nickname.required" : "account.nickname.invalid"));
      return;
    }
    const nickName = value.trim();
    if (nickName === shown) return finish(fromKeyboard);
    saving.current = true;
    try {
      await api.call("parentInfoModify", { nickName }, call);
      setShown(nickName);
      finish(fromKeyboard);
      notice.show(t("account.nickname.saved"));
      revalidator.revalidate();
    } catch (failure) {
      setError(failureMessage(failure, t("account.nickname.saveFailed")));
    } finally {
      saving.current = false;
    }
  };
  const latestSave = useRef(save);
  latestSave.current = save;

  useEffect(() => {
    if (!editing) return;
    input.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (editor.current && !editor.current.contains(event.target as Node)) void latestSave.current(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [editing]);

  useEffect(() => {
    if (!editing && refocusPencil.current) {
      refocusPencil.current = false;
      pencil.current?.focus();
    }
  }, [editing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(true);
  };

  return (
    <div className="parent-nickname">
      {editing ? (
        <form
          ref={editor}
          className="parent-nickname__editor"
          onSubmit={onSubmit}
          onBlur={(event) => {
            // Tabbing out saves like a click outside; a click outside is handled on pointerdown.
            const next = event.relatedTarget;
            if (next instanceof Node && !event.currentTarget.contains(next)) void save(false);
          }}
        >
          <label className="visually-hidden" htmlFor={inputId}>
            {t("account.nickname.label")}
          </label>
          <input
            ref={input}
            id={inputId}
            className="form__input parent-nickname__input"
            name="nickName"
            value={value}
            maxLength={ACCOUNT_LIMITS.nicknameMaxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.preventDefault();
              setValue(shown);
              finish(true);
            }}
          />
          {error && (
            <p className="account-form__error" id={errorId} role="alert">
              {error}
            </p>
          )}
        </form>
      ) : (
        <p className="parent-nickname__view">
          <span className="parent-nickname__name">{shown || t("shell.account.parent")}</span>
          <button
            ref={pencil}
            type="button"
            className="parent-nickname__edit"
            aria-label={t("account.nickname.edit")}
            onClick={() => {
              setValue(shown);
              notice.hide();
              setEditing(true);
            }}
          >
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M11.7 1.3a1 1 0 0 1 1.4 0l1.6 1.6a1 1 0 0 1 0 1.4L5.4 13.6 1.5 14.5l.9-3.9z" fill="currentColor" />
            </svg>
          </button>
        </p>
      )}
      <p className="account-form__status" role="status">
        {notice.text}
      </p>
    </div>
  );
}
