import { useShell } from "../../shell/use-shell.js";
import { useUser } from "../../../lib/account/use-user.js";
import { EvaluationTips } from "./EvaluationTips.js";
import { HomeworkEntrance } from "./HomeworkEntrance.js";

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
      <EvaluationTips uid={user.uid} />
      {site.features.homeworkEntrance && homeworkUrl && <HomeworkEntrance uid={user.uid} homeworkUrl={homeworkUrl} />}
    </div>
  );
}
