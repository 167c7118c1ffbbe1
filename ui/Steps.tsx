/**
 * Where a visitor is in a flow of numbered steps (a class transfer's three, a reschedule's four): the steps done,
 * the current one marked for assistive technology too, each read out with its place ("Step 2 of 4").
 */
export function Steps({ label, names, current, position }: { label: string; names: readonly string[]; current: number; position(step: number, total: number): string }) {
  return (
    <ol className="steps" aria-label={label}>
      {names.map((name, index) => (
        <li
          key={name}
          className={`steps__step${index < current ? " steps__step--done" : ""}${index === current ? " steps__step--current" : ""}`}
          aria-current={index === current ? "step" : undefined}
        >
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="visually-hidden">{position(index + 1, names.length)}: </span>
          {name}
        </li>
      ))}
    </ol>
  );
}
