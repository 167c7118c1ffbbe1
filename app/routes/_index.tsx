import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RootData } from "../root.js";

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  return [{ title: root?.site.schoolName ?? "" }];
};

export default function Home() {
  const root = useRouteLoaderData<RootData>("root");
  const { t } = useTranslation();
  if (!root) return null;
  const { site, language } = root;
  return (
    <main>
      <h1>{t("site.welcome", { school: site.schoolName })}</h1>
      <p>
        {site.flag} {t("site.region", { region: site.names[language] })}
      </p>
      <p>{t("site.intro")}</p>
    </main>
  );
}
