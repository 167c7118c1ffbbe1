import { lazy, Suspense } from "react";
import { useShell } from "../../shell/use-shell.js";
import { useUser } from "../../../lib/account/use-user.js";

// Both show only what they load after the page has (nothing on the server): their code stays out of every
// page's first load, and a visitor never loads it.
const EvaluationTips = lazy(() => import("./EvaluationTips.js").then((loaded) => ({ default: loaded.EvaluationTips })));
const HomeworkEntrance = lazy(() => import("./HomeworkEntrance.js").then((loaded) => ({ default: loaded.HomeworkEntrance })));

/**
 * The signed-in family's learning corner, under the header and in the page's flow (it never floats over the
 * menu or the page): the evaluation tips and, where the site offers homework and names its page, the homework
 * entrance. Visitors see neither.
 */
export function LearningCorner({ homeworkUrl }: { homeworkUrl?: string | undefined }) {
  const user = useUser();
  const { site } = useShell();
  if (!user) return null;
  return (
    <div className="learning-corner">
      <Suspense fallback={null}>
        <EvaluationTips uid={user.uid} />
        {site.features.homeworkEntrance && homeworkUrl && <HomeworkEntrance uid={user.uid} homeworkUrl={homeworkUrl} />}
      </Suspense>
    </div>
  );
}
