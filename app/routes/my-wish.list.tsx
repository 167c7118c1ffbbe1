import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { accountData, settingsCalls } from "../components/account/settings/settings-loader.server.js";
import { catalogueStylesheet } from "../components/catalogue/stylesheet.js";
import { WishListScreen } from "../components/catalogue/WishListScreen.js";
import { signedInUser } from "../lib/account/user.server.js";
import { orErrorPage } from "../lib/builder-page.server.js";
import { PERSONAL_PAGE } from "../lib/cache-control.js";

export const links: LinksFunction = () => [catalogueStylesheet];

/** /my-wish/list: the signed-in student's wish list; signed out (or the session gone), the sign-in prompt. */
export async function loader(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "catalogue.wish.title");
  const user = calls.hasToken ? await orErrorPage(signedInUser(calls.api, calls.call)) : null;
  const wishes = user ? await accountData(calls.api.call("queryWishList", { studentId: user.uid }, calls.call)) : null;
  return data({ title: calls.title, cards: wishes?.list ?? null }, { headers: PERSONAL_PAGE });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

export default function WishListPage() {
  const { cards } = useLoaderData<typeof loader>();
  return <PersonalCenterLayout>{cards && <WishListScreen cards={cards} />}</PersonalCenterLayout>;
}
