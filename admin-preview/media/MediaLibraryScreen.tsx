import { Form, Link, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MediaAsset } from "../../schemas/api/calls/media.js";
import { Paging } from "../../ui/Paging.js";
import { useMayCall } from "../frame/use-staff.js";
import { libraryHref } from "./library-query.js";
import { MediaCard } from "./MediaCard.js";
import { MediaUploader } from "./MediaUploader.js";

interface Props {
  assets: MediaAsset[];
  total: number;
  search: string;
  page: number;
  pageSize: number;
}

/** The media library: upload, find, describe and (publishers) delete the images pages show. */
export function MediaLibraryScreen({ assets, total, search, page, pageSize }: Props) {
  const { t } = useTranslation("adminMedia");
  const revalidator = useRevalidator();
  const mayDelete = useMayCall("adminDeleteMedia");
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <MediaUploader onUploaded={() => revalidator.revalidate()} />
      <section aria-labelledby="media-images">
        <h2 id="media-images">{t("card.images")}</h2>
        <Form method="get" role="search" className="media-search">
          <label htmlFor="media-search">{t("search.label")}</label>
          <input id="media-search" type="search" name="search" defaultValue={search} maxLength={100} />
          <button type="submit" className="admin-button">
            {t("search.submit")}
          </button>
          {search && <Link to={libraryHref({ search: "", page: 1 })}>{t("search.clear")}</Link>}
        </Form>
        {!mayDelete && <p className="admin-muted">{t("delete.publisherOnly")}</p>}
        <p className="admin-muted" role="status">
          {total === 0 ? (search ? t("search.noMatch", { search }) : t("search.empty")) : t("search.count", { count: total })}
        </p>
        <ul className="media-grid">
          {assets.map((asset) => (
            <MediaCard key={asset.id} asset={asset} />
          ))}
        </ul>
        <Paging page={page} lastPage={Math.ceil(total / pageSize)} hrefOf={(to) => libraryHref({ search, page: to })} />
      </section>
    </>
  );
}
