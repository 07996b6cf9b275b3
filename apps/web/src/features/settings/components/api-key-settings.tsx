/**
 * Spec §2: the settings page has an API-key section that renders nothing (the AI helper's key is a server
 * setting). It is kept as a named slot so the page's sections match the specification one to one.
 */
export function ApiKeySettings() {
  return null;
}
