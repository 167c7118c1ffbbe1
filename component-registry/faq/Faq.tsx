import { useId, useState } from "react";
import type { ViewProps } from "../define.js";
import { toggleOpen } from "./faq-state.js";
import type { FaqData } from "./schema.js";

/** Questions as disclosure buttons (aria-expanded, aria-controls); answers are sanitized HTML. */
export default function Faq({ data }: ViewProps<FaqData>) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const QuestionHeading = data.title ? "h3" : "h2";
  return (
    <section className="faq" aria-labelledby={data.title ? `${baseId}-title` : undefined}>
      {data.title && (
        <h2 className="faq__title" id={`${baseId}-title`}>
          {data.title}
        </h2>
      )}
      <div className="faq__list">
        {data.items.map((item, index) => {
          const expanded = open.has(index);
          const answerId = `${baseId}-answer-${index}`;
          return (
            <div className={`faq__item${expanded ? " faq__item--open" : ""}`} key={index}>
              <QuestionHeading className="faq__question">
                <button
                  type="button"
                  className="faq__toggle"
                  id={`${baseId}-question-${index}`}
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => setOpen((current) => toggleOpen(current, index))}
                >
                  {item.question}
                </button>
              </QuestionHeading>
              <div
                className="faq__answer"
                id={answerId}
                hidden={!expanded}
                dangerouslySetInnerHTML={{ __html: item.answer }}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
