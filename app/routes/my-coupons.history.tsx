import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { CouponListScreen } from "../components/coupons/CouponListScreen.js";
import { couponListData } from "../components/coupons/coupons-loader.server.js";
import { couponsStylesheet } from "../components/coupons/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [couponsStylesheet];

/** /my-coupons/history: the family's used and expired coupons; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => couponListData(args, "history");

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

export default function CouponHistoryPage() {
  const { coupons, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout>{coupons && <CouponListScreen list="history" coupons={coupons} />}</PersonalCenterLayout>;
}
