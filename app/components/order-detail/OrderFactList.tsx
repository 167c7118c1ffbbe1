import type { ReactNode } from "react";

type Fact = readonly [label: string, value: ReactNode];

/** Facts of an order as label and value pairs; a fact that does not apply is given as a falsy value and left out. */
export function OrderFactList({ facts }: { facts: readonly (Fact | false | null | undefined | "")[] }) {
  return (
    <dl className="order-detail__facts">
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact[0]} className="order-detail__fact">
              <dt>{fact[0]}</dt>
              <dd>{fact[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
