/** What other features may use of storage: the store itself, and the pictures users upload into it. */
export { createStorage } from "./create-storage.ts";
export { createLocalStorage } from "./local-storage.ts";
export { pictureKeyOfUrl, pictureUrl } from "./picture-keys.ts";
export { copyRemotePicture, deleteUserPictures } from "./storage.service.ts";
export { isStorageKey, type Storage, type StoredObject } from "./storage.ts";
