import { useCallback, useEffect, useRef, useState } from "react";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { ImageFailure } from "./feedback-form.js";
import { ImageUploadError, uploadFeedbackImage } from "./image-upload.js";

/** The dialog's image: none, going up (shown once the browser has read it), kept by the service under an id, or refused. */
type FeedbackImage =
  | { kind: "none" }
  | { kind: "uploading"; preview: string | null }
  | { kind: "ready"; preview: string | null; imageId: string }
  | { kind: "refused"; failure: ImageFailure };

/** The file as a data: URL, which the pages' Content-Security-Policy lets an <img> show (a blob: URL it does not). */
const readAsDataUrl = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });

/**
 * The optional image of the feedback dialog: a chosen file is sent at once, with an upload token asked for just
 * before, and shown as the browser reads it; choosing another or removing it forgets the one going up.
 */
export function useFeedbackImage() {
  const { api, call } = useSiteApi();
  const [image, setImage] = useState<FeedbackImage>({ kind: "none" });
  const upload = useRef<AbortController | null>(null);

  const forget = useCallback(() => {
    upload.current?.abort();
    upload.current = null;
  }, []);
  useEffect(() => forget, [forget]);

  const remove = useCallback(() => {
    forget();
    setImage({ kind: "none" });
  }, [forget]);

  const choose = useCallback(
    async (file: File) => {
      forget();
      const controller = new AbortController();
      upload.current = controller;
      setImage({ kind: "uploading", preview: null });
      const shown = (preview: string | null) => setImage((current) => (controller.signal.aborted || current.kind === "refused" || current.kind === "none" ? current : { ...current, preview }));
      void readAsDataUrl(file).then(shown);
      try {
        const { token } = await api.call("createFeedbackUploadToken", {}, call);
        const { imageId } = await uploadFeedbackImage(file, token, controller.signal);
        if (!controller.signal.aborted) setImage((current) => ({ kind: "ready", preview: current.kind === "uploading" ? current.preview : null, imageId }));
      } catch (error) {
        if (controller.signal.aborted) return;
        upload.current = null;
        setImage({ kind: "refused", failure: error instanceof ImageUploadError ? error.failure : "failed" });
      }
    },
    [api, call, forget],
  );

  return { image, choose, remove };
}
