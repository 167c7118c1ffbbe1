import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { CouponDetailScreen } from "../components/coupons/CouponDetailScreen.js";
import { couponDetailData } from "../components/coupons/coupons-loader.server.js";
import { couponsStylesheet } from "../components/coupons/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [couponsStylesheet];

/** /my-coupons/detail/{couponId}: one of the family's coupons; 404 for any other id; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => couponDetailData(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

export default function CouponDetailPage() {
  const { coupon, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout>{coupon && <CouponDetailScreen coupon={coupon} />}</PersonalCenterLayout>;
}
