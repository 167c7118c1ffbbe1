import type { CommerceTexts } from "../../../i18n/commerce-resources.js";
import { useAreaTexts } from "../../lib/area-texts.js";
import { RequireSignIn } from "../account/RequireSignIn.js";
import { SiteShell } from "../shell/SiteShell.js";
import { StagePaymentScreen, type StagePaymentScreenProps } from "./StagePaymentScreen.js";

/** The page of /order/create/{skuId} when it pays owed stages (app/components/unpaid/unpaid-loader.server.ts loadStagePayment). */
export function StagePaymentPage({ stagePayment, texts }: { stagePayment: StagePaymentScreenProps; texts: CommerceTexts }) {
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>
        <StagePaymentScreen {...stagePayment} />
      </RequireSignIn>
    </SiteShell>
  );
}
