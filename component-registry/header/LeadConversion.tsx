import { useId, useState, type ComponentType, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEnvironment, ViewProps } from "../define.js";
import type { LeadFormResolved } from "../lead-form/lead-form-rules.js";
import type { LeadFormData } from "../lead-form/schema.js";
import { conversionHref, leadFormElementId, type NavigationLink } from "./navigation.js";

type LeadFormView = ComponentType<ViewProps<LeadFormData, LeadFormResolved | undefined>>;

/**
 * A lead conversion button of the header (navigation type 5, conversionType lead). When the page shows
 * the lead form it names, the button scrolls to it; otherwise the form slides down under the header. Its
 * code loads on the first click, not with the header.
 */
export function LeadConversion({ link, leadComponentId, environment }: { link: NavigationLink; leadComponentId: number; environment: ModuleEnvironment }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState<LeadFormView | null>(null);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const onPage = document.getElementById(leadFormElementId(leadComponentId));
    if (onPage && !document.getElementById(panelId)?.contains(onPage)) return;
    event.preventDefault();
    setOpen((current) => !current);
    if (!Form)
      import("../lead-form/LeadForm.js").then(
        (loaded) => setForm(() => loaded.default),
        () => setOpen(false),
      );
  };

  const data: LeadFormData = {
    leadComponentId,
    title: link.name,
    fields: ["phone", "email"],
    submitLabel: t("components.Header.leadForm.submit"),
    successMessage: t("components.Header.leadForm.success"),
  };
  return (
    <>
      <a className="button button--primary" href={conversionHref(link)} aria-expanded={open} aria-controls={panelId} onClick={onClick}>
        {link.name}
      </a>
      <div id={panelId} className="lead-slide" hidden={!open}>
        {open && Form && <Form moduleId={0} data={data} resolved={undefined} environment={environment} />}
        <button type="button" className="lead-slide__close" aria-label={t("components.Header.leadForm.close")} onClick={() => setOpen(false)}>
          ×
        </button>
      </div>
    </>
  );
}
