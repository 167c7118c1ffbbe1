import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MediaAsset } from "../../schemas/api/calls/media.js";
import { Dialog } from "../../ui/Dialog.js";
import { SafeImage } from "../../ui/SafeImage.js";
import { libraryHref } from "./library-query.js";
import { thumbnailOf } from "./MediaCard.js";

/** A page of the library as its route's loader answers it (app/routes/admin.media.tsx). */
interface LibraryPage {
  list: MediaAsset[];
  total: number;
  search: string;
  page: number;
  pageSize: number;
}

/**
 * The library in a dialog, shown while it is mounted, to pick an image for a field: found by words of its
 * name or alt text, a page at a time, loaded afresh each time it opens (images may have been uploaded
 * meanwhile). It holds no form of its own, as the field it serves may sit in one.
 */
export function MediaPickerDialog({ onClose, onPick }: { onClose: () => void; onPick: (asset: MediaAsset) => void }) {
  const { t } = useTranslation("adminMedia");
  const library = useFetcher<LibraryPage>();
  const [search, setSearch] = useState("");
  const { load } = library;
  const show = (page: number) => load(libraryHref({ search: search.trim(), page }));
  useEffect(() => {
    void load(libraryHref({ search: "", page: 1 }));
  }, [load]);
  const shown = library.data;
  return (
    <Dialog open title={t("picker.title")} width={512} onClose={onClose}>
      <div role="search" className="media-picker__search">
        <label htmlFor="media-picker-search">{t("picker.searchLabel")}</label>
        <input
          id="media-picker-search"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            show(1);
          }}
        />
        <button type="button" className="admin-button" onClick={() => show(1)}>
          {t("search.submit")}
        </button>
      </div>
      <p className="admin-muted" role="status">
        {library.state !== "idle" ? t("picker.loading") : shown?.total === 0 ? (shown.search ? t("search.noMatch", { search: shown.search }) : t("search.empty")) : null}
      </p>
      {shown && shown.list.length > 0 && (
        <ul className="media-picker__grid">
          {shown.list.map((asset) => (
            <li key={asset.id}>
              <button type="button" className="media-picker__option" onClick={() => onPick(asset)} aria-label={t("picker.chooseNamed", { name: asset.alt })}>
                <SafeImage {...thumbnailOf(asset)} alt="" />
                <span className="media-picker__name">{asset.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <div className="media-picker__pages">
          {shown.page > 1 && (
            <button type="button" className="admin-button" onClick={() => show(shown.page - 1)}>
              {t("picker.previous")}
            </button>
          )}
          {shown.page * shown.pageSize < shown.total && (
            <button type="button" className="admin-button" onClick={() => show(shown.page + 1)}>
              {t("picker.next")}
            </button>
          )}
        </div>
      )}
      <p>
        <a href="/admin/media" target="_blank" rel="noreferrer">
          {t("picker.manage")}
        </a>
      </p>
    </Dialog>
  );
}
