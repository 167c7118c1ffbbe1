import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { isSitePath } from "../../schemas/link-url.js";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { AddressBook } from "../components/account/settings/AddressBook.js";
import { accountData, familyStudent, settingsCalls } from "../components/account/settings/settings-loader.server.js";

/** /settings/myaddresses/{id}: the address book of the family's student {id}. */
export async function loader(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "settings.address.title");
  const student = await familyStudent(calls, args.params.id ?? "");
  const addresses = student ? await accountData(calls.api.call("queryAddressList", { uid: student.uid }, calls.call)) : null;
  // A checkout sends the parent here to add an address, and the book offers the way back (a path of this site only).
  const returnTo = new URL(args.request.url).searchParams.get("returnTo");
  return { title: calls.title, book: student && addresses ? { uid: student.uid, addresses } : null, returnTo: returnTo && isSitePath(returnTo) ? returnTo : null };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function AddressBookPage() {
  const { book, returnTo } = useLoaderData<typeof loader>();
  return <PersonalCenterLayout active="settings">{book && <AddressBook uid={book.uid} addresses={book.addresses} returnTo={returnTo} />}</PersonalCenterLayout>;
}
