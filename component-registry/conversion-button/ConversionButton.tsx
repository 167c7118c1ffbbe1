import type { ViewProps } from "../define.js";
import type { ConversionButtonData } from "./schema.js";

export default function ConversionButton({ data }: ViewProps<ConversionButtonData>) {
  return (
    <div className="conversion-button" style={{ textAlign: data.align ?? "center" }}>
      <a
        className={`button button--${data.variant ?? "primary"}`}
        href={data.url}
        {...(data.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {data.label}
      </a>
    </div>
  );
}
