import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import {
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPE_NAMES,
  FEEDBACK_IMAGE_TYPES,
} from "../../../schemas/api/calls/feedback.js";
import type { RequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DialogActions } from "../../../ui/DialogActions.js";
import { Field } from "../../../ui/Field.js";
import { SafeImage } from "../../../ui/SafeImage.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { dialogCallFailure } from "../account/bind/failure-message.js";
import { useMoment } from "../auto-pay/use-formats.js";
import { useShell } from "../shell/use-shell.js";
import { feedbackFormProblems, IMAGE_FAILURE_KEYS, type FeedbackFormProblem, type FeedbackFormValues } from "./feedback-form.js";
import { useFeedbackImage } from "./use-feedback-image.js";

type Options = ResponseOf<"queryFeedbackOptions">;
type ProblemType = RequestOf<"submitFeedback">["problemType"];

const PROBLEM_KEYS: Record<FeedbackFormProblem, string> = {
  studentId: "feedback.form.studentRequired",
  problemType: "feedback.form.problemTypeRequired",
  description: "feedback.form.descriptionRequired",
};

const IMAGE_SIZE = `${FEEDBACK_IMAGE_MAX_BYTES / 1024 / 1024} MB`;

interface Props {
  classId: string;
  onClose(): void;
}

/**
 * Feedback to the teachers of a class (SPEC §5): which of the family's students in it has the problem (asked when
 * there are several), the problem type and a description, both required, and an optional image, shown once chosen
 * and sent while the parent writes; the form cannot be sent while it goes up. Sent, it says when the answer is due.
 */
export function FeedbackDialog({ classId, onClose }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [options, setOptions] = useState<Options | null>(null);
  const [loadFailure, setLoadFailure] = useState<string>();
  const [replyDueAt, setReplyDueAt] = useState<string | null>(null);
  const moment = useMoment();

  useEffect(() => {
    let current = true;
    api.call("queryFeedbackOptions", { classId }, call).then(
      (answer) => current && setOptions(answer),
      (error: unknown) => current && setLoadFailure(dialogCallFailure(error, t("feedback.form.loadFailed"), onClose)),
    );
    return () => {
      current = false;
    };
  }, [api, call, classId, onClose, t]);

  return (
    <Dialog open width={512} title={t("feedback.form.title")} onClose={onClose}>
      {replyDueAt ? (
        <>
          <p role="status">{t("feedback.form.sent", { date: moment(replyDueAt) })}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t("feedback.form.close")}
            </button>
          </div>
        </>
      ) : options ? (
        <FeedbackForm classId={classId} options={options} onClose={onClose} onSent={setReplyDueAt} />
      ) : (
        <p role={loadFailure ? "alert" : "status"}>{loadFailure ?? t("feedback.form.loading")}</p>
      )}
    </Dialog>
  );
}

function FeedbackForm({ classId, options, onClose, onSent }: Props & { options: Options; onSent(replyDueAt: string): void }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { site } = useShell();
  const only = options.students.length === 1 ? options.students[0]! : null;
  const [values, setValues] = useState<FeedbackFormValues>({ studentId: only?.uid ?? null, problemType: null, description: "" });
  const [problems, setProblems] = useState<FeedbackFormProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { image, choose, remove } = useFeedbackImage();
  const fileInput = useRef<HTMLInputElement>(null);
  // One submission, however often it is sent: a repeat gets the first answer (the call is idempotent).
  const idempotencyKey = useRef<string>(undefined);
  const uploading = image.kind === "uploading";

  const change = (patch: Partial<FeedbackFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (problems.length) setProblems(feedbackFormProblems(next));
  };
  const errorFor = (field: FeedbackFormProblem) => (problems.includes(field) ? t(PROBLEM_KEYS[field]) : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    const found = feedbackFormProblems(values);
    setProblems(found);
    if (found.length || values.studentId === null || values.problemType === null) return;
    setBusy(true);
    setFailure(undefined);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const request = {
        classId,
        studentId: values.studentId,
        problemType: values.problemType as ProblemType,
        description: values.description,
        ...(image.kind === "ready" ? { imageId: image.imageId } : {}),
      };
      const sent = await api.call("submitFeedback", request, call, { idempotencyKey: idempotencyKey.current });
      onSent(sent.replyDueAt);
    } catch (error) {
      setBusy(false);
      setFailure(dialogCallFailure(error, t("feedback.form.failed"), onClose));
    }
  };

  return (
    <form className="account-form feedback-form" noValidate aria-busy={busy || uploading || undefined} onSubmit={submit}>
      <p>{t("feedback.form.intro")}</p>
      {only ? (
        <p>{t("feedback.form.aboutStudent", { name: studentDisplayName(only, site.features.easternNameOrderEnabled) })}</p>
      ) : (
        <Field label={t("feedback.form.student")} error={errorFor("studentId")}>
          {(control) => (
            <select {...control} className="form__input" aria-required value={values.studentId ?? ""} onChange={(event) => change({ studentId: event.target.value || null })}>
              <option value="">{t("feedback.form.chooseStudent")}</option>
              {options.students.map((student) => (
                <option key={student.uid} value={student.uid}>
                  {studentDisplayName(student, site.features.easternNameOrderEnabled)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t("feedback.form.problemType")} error={errorFor("problemType")}>
        {(control) => (
          <select
            {...control}
            className="form__input"
            aria-required
            value={values.problemType ?? ""}
            onChange={(event) => change({ problemType: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t("feedback.form.chooseProblemType")}</option>
            {options.problemTypes.map((type) => (
              <option key={type.problemType} value={type.problemType}>
                {type.text}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("feedback.form.description")} hint={t("feedback.form.descriptionHint", { max: FEEDBACK_DESCRIPTION_MAX })} error={errorFor("description")}>
        {(control) => (
          <textarea
            {...control}
            className="form__input"
            aria-required
            rows={4}
            maxLength={FEEDBACK_DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        )}
      </Field>
      <Field
        label={t("feedback.image.label")}
        optional={t("feedback.form.optional")}
        hint={t("feedback.image.hint", { types: FEEDBACK_IMAGE_TYPE_NAMES, size: IMAGE_SIZE })}
        error={image.kind === "refused" ? t(IMAGE_FAILURE_KEYS[image.failure], { types: FEEDBACK_IMAGE_TYPE_NAMES, size: IMAGE_SIZE }) : null}
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            className="feedback-form__file"
            accept={FEEDBACK_IMAGE_TYPES.join(",")}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void choose(file);
            }}
          />
        )}
      </Field>
      {(image.kind === "uploading" || image.kind === "ready") && (
        <div className="feedback-form__image">
          {image.preview && <SafeImage src={image.preview} alt={t("feedback.image.preview")} className="feedback-form__preview" loading="eager" />}
          <p role="status">{t(uploading ? "feedback.image.uploading" : "feedback.image.ready")}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              remove();
              if (fileInput.current) fileInput.current.value = "";
            }}
          >
            {t("feedback.image.remove")}
          </button>
        </div>
      )}
      <DialogActions
        failure={failure}
        cancelLabel={t("feedback.form.cancel")}
        onCancel={onClose}
        confirmLabel={t(busy ? "feedback.form.submitting" : "feedback.form.submit")}
        confirmDisabled={busy || uploading}
      />
    </form>
  );
}
