import { useState } from "react";
import { useTranslation } from "react-i18next";
import { componentSpecs } from "../../component-registry/catalog.js";
import type { ComponentSpec } from "../../component-registry/define.js";
import { headerSpec } from "../../component-registry/header/schema.js";
import { componentTitleKey } from "../schema-form/field-names.js";

/** What a page can hold: every component but the site header, which is a site module (SPEC §3 page module). */
const pageComponents = componentSpecs.filter((spec) => spec !== headerSpec);

/** Picks a component from the catalogue and adds it, with its defaults, at the end of the page. */
export function AddModule({ onAdd }: { onAdd: (component: ComponentSpec) => void }) {
  const { t } = useTranslation("adminEditor");
  const [chosen, setChosen] = useState(0);
  return (
    <div className="add-module">
      <label htmlFor="add-module">{t("modules.add")}</label>
      <select id="add-module" value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
        {pageComponents.map((spec, index) => (
          <option key={spec.name} value={index}>
            {t(componentTitleKey(spec.name))}
          </option>
        ))}
      </select>
      <button type="button" className="admin-button" onClick={() => onAdd(pageComponents[chosen]!)}>
        {t("modules.addButton")}
      </button>
    </div>
  );
}
