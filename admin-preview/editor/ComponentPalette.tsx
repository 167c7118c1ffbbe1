import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { componentSpecs } from "../../component-registry/catalog.js";
import type { ComponentSpec } from "../../component-registry/define.js";
import { Dialog } from "../../ui/Dialog.js";
import { componentPurposeKey, componentTitleKey } from "../schema-form/field-names.js";
import { ComponentThumbnail, type PageComponentName } from "./thumbnails/ComponentThumbnail.js";

type PageComponentSpec = ComponentSpec & { name: PageComponentName };

const isPageComponent = (spec: ComponentSpec): spec is PageComponentSpec => spec.name !== "Header";

/** What a page can hold: every component but the site header, which is a site module (SPEC §3 page module). */
const pageComponents = componentSpecs.filter(isPageComponent);

/** The adminEditor key of the line saying what a component is for. */

interface Props {
  open: boolean;
  /** Says where the chosen component goes ("Add a module at the end"). */
  title: string;
  /** Called with the component chosen; the list adds it with its defaults. */
  onChoose: (component: ComponentSpec) => void;
  onClose: () => void;
}

/** The page components to add, each drawn, named and described in a line, narrowed by typing. */
export function ComponentPalette({ open, title, onChoose, onClose }: Props) {
  return (
    <Dialog open={open} title={title} width={512} onClose={onClose}>
      {/* Mounted while open only, so each opening starts with every component and the filter focused. */}
      {open && <Choices onChoose={onChoose} />}
    </Dialog>
  );
}

function Choices({ onChoose }: Pick<Props, "onChoose">) {
  const { t } = useTranslation("adminEditor");
  const id = useId();
  const [filter, setFilter] = useState("");
  const wanted = filter.trim().toLocaleLowerCase();
  const choices = pageComponents
    .map((spec) => ({ spec, title: t(componentTitleKey(spec.name)), purpose: t(componentPurposeKey(spec.name)) }))
    .filter(({ spec, title, purpose }) => [title, purpose, spec.name].some((text) => text.toLocaleLowerCase().includes(wanted)));

  return (
    <div className="component-palette">
      <div className="component-palette__filter">
        <label htmlFor={`${id}filter`}>{t("palette.filter")}</label>
        <input
          id={`${id}filter`}
          // The dialog focuses its [autofocus] element when it opens (React's autoFocus would focus before it is shown).
          ref={(input) => input?.setAttribute("autofocus", "")}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <p className="component-palette__count" role="status">
        {choices.length > 0 ? t("palette.shown", { n: choices.length }) : t("palette.none", { text: filter.trim() })}
      </p>
      <ul className="component-palette__list">
        {choices.map(({ spec, title, purpose }) => (
          // The button, named by the component, covers the whole card (CSS); the line is its description.
          <li key={spec.name} className="component-palette__choice">
            <ComponentThumbnail name={spec.name} />
            <button type="button" className="component-palette__title" aria-describedby={`${id}${spec.name}`} onClick={() => onChoose(spec)}>
              {title}
            </button>
            <span id={`${id}${spec.name}`} className="component-palette__purpose">
              {purpose}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
