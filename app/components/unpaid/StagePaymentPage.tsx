import type { CommerceTexts } from "../../../i18n/commerce-resources.js";
import { useCommerceTexts } from "../../lib/commerce-texts.js";
import { RequireSignIn } from "../account/RequireSignIn.js";
import { SiteShell } from "../shell/SiteShell.js";
import { StagePaymentScreen, type StagePaymentScreenProps } from "./StagePaymentScreen.js";

/** The page of /order/create/{skuId} when it pays owed stages (app/components/unpaid/unpaid-loader.server.ts loadStagePayment). */
export function StagePaymentPage({ stagePayment, texts }: { stagePayment: StagePaymentScreenProps; texts: CommerceTexts }) {
  useCommerceTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>
        <StagePaymentScreen {...stagePayment} />
      </RequireSignIn>
    </SiteShell>
  );
}
