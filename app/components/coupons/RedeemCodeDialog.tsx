import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { CouponView } from "../../../schemas/api/calls/coupons.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DialogActions } from "../../../ui/DialogActions.js";
import { Field } from "../../../ui/Field.js";
import { dialogCallFailure } from "../account/bind/failure-message.js";

/** The contract's longest promo code. */
const CODE_MAX_LENGTH = 32;

/** The answers of redeemCoupon said in the visitor's language (the server's messages are English). */
const FAILURE_TEXT_KEYS: Partial<Record<number, string>> = {
  [ErrorCode.COUPON_NOT_FOUND]: "coupons.redeem.notFound",
  [ErrorCode.COUPON_INVALID]: "coupons.redeem.invalid",
};

interface Props {
  onClose(): void;
  onRedeemed(coupon: CouponView): void;
}

/**
 * Redeems a promo code for the family (redeemCoupon). One attempt at a code keeps one idempotency key until the
 * server answers, so trying again after no answer gets the first answer instead of redeeming twice; another
 * code, or the same one after an answer, is a new attempt with a new key.
 */
export function RedeemCodeDialog({ onClose, onRedeemed }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [code, setCode] = useState("");
  const [required, setRequired] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const attempt = useRef<{ code: string; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    setFailure(undefined);
    if (!entered) {
      setRequired(true);
      input.current?.focus();
      return;
    }
    const idempotencyKey = attempt.current?.code === entered ? attempt.current.key : crypto.randomUUID();
    attempt.current = { code: entered, key: idempotencyKey };
    setBusy(true);
    try {
      const coupon = await api.call("redeemCoupon", { code: entered }, call, { idempotencyKey });
      attempt.current = null;
      onRedeemed(coupon);
    } catch (error) {
      if (!isApiError(error) || !error.isNetworkError) attempt.current = null;
      setBusy(false);
      const key = isApiError(error) ? FAILURE_TEXT_KEYS[error.code] : undefined;
      setFailure(key ? t(key) : dialogCallFailure(error, t("coupons.redeem.failed"), onClose));
    }
  };

  return (
    <Dialog open width={480} title={t("coupons.redeem.title")} onClose={onClose}>
      <form className="account-form" noValidate aria-busy={busy || undefined} onSubmit={(event) => void submit(event)}>
        <Field label={t("coupons.redeem.code")} error={required ? t("coupons.redeem.required") : null}>
          {(control) => (
            <input
              {...control}
              ref={input}
              name="code"
              className="form__input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CODE_MAX_LENGTH}
              aria-required
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setRequired(false);
              }}
              onBlur={() => setCode((current) => current.trim())}
            />
          )}
        </Field>
        <DialogActions
          failure={failure}
          cancelLabel={t("coupons.redeem.cancel")}
          onCancel={onClose}
          confirmLabel={t(busy ? "coupons.redeem.submitting" : "coupons.redeem.submit")}
          confirmDisabled={busy}
        />
      </form>
    </Dialog>
  );
}
