/** The media library screen's forms, as its route's action tells them apart. */
export const UPDATE_MEDIA_ALT = "updateMediaAlt";
export const DELETE_MEDIA = "deleteMedia";
