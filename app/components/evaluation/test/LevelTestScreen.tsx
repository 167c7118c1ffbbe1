import { useState } from "react";
import type { LevelTestView } from "../../../../schemas/api/calls/evaluations.js";
import { LinkExpired } from "./LinkExpired.js";
import { NoAttemptsLeft } from "./NoAttemptsLeft.js";
import { TestInstructions } from "./TestInstructions.js";
import { TestTaking } from "./TestTaking.js";
import { EXPIRED_LINK, type LevelTestPage } from "./level-test-page.js";

/**
 * /evaluation/instruction/{examId}: the test's instructions and its Start button, then the test itself (straight away
 * when an attempt is under way); the link's end or the attempts used up instead, when that is all there is to say.
 */
export function LevelTestScreen({ page }: { page: LevelTestPage }) {
  const [shown, setShown] = useState(page);
  // After the Start button answered, what replaced it takes the focus; on a page load nothing moves it.
  const [started, setStarted] = useState(false);
  const change = (next: LevelTestPage) => {
    setStarted(true);
    setShown(next);
  };
  if (shown.kind === "expired") return <LinkExpired focusOnShow={started} />;
  const { test, utoken } = shown;
  const show = (view: LevelTestView) => change({ kind: "test", utoken, test: view });
  return (
    <section className="level-test-page" aria-labelledby="level-test-title">
      <h1 id="level-test-title">{test.name}</h1>
      {test.attempt ? (
        <TestTaking attempt={test.attempt} focusOnShow={started} />
      ) : test.leftChance === 0 ? (
        <NoAttemptsLeft test={test} focusOnShow={started} />
      ) : (
        <TestInstructions
          test={test}
          utoken={utoken}
          onStarted={show}
          onNoAttemptsLeft={() => show({ ...test, leftChance: 0, attempt: null })}
          onLinkExpired={() => change(EXPIRED_LINK)}
        />
      )}
    </section>
  );
}
