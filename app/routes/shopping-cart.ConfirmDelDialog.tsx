import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cartIdsParam } from "../components/cart/cart-rules.js";
import { ConfirmDeleteDialog } from "../components/cart/ConfirmDeleteDialog.js";

/** /shopping-cart/ConfirmDelDialog?ids=1,2: the lines to remove; a query that names no lines is a page that does not exist. */
export function loader({ request }: LoaderFunctionArgs) {
  const ids = cartIdsParam(new URL(request.url).searchParams.get("ids"));
  if (!ids) throw new Response("Not Found", { status: 404 });
  return { ids };
}

export const meta: MetaFunction = ({ matches }) => matches.find((match) => match.id === "routes/shopping-cart")?.meta ?? [];

export default function ConfirmDelDialogPage() {
  const { ids } = useLoaderData<typeof loader>();
  return <ConfirmDeleteDialog ids={ids} />;
}
