// Which Node.js releases Vitae runs on. Supported: the LTS lines 22 (22.12+) and 24, the range package.json's
// `engines` names. Node.js 20 reached its end of life in April 2026: 20.19+ still starts (with a warning), as
// some dependencies already declare Node 22, but it is no longer supported.

/** The supported range, as package.json's `engines.node` writes it. */
export const supportedRange = ">=22.12";
export const supportedText = "Node.js 22 (22.12 or newer) or 24 LTS";

/** `refuse`: too old to start; `warn`: starts, but unsupported; neither: supported. */
export function nodeVersionVerdict(version) {
  const [major, minor] = version.split(".").map(Number);
  const supported = major > 22 || (major === 22 && minor >= 12);
  if (supported) return {};
  if (major === 20 ? minor >= 19 : major > 20) {
    return {
      warn: `Node.js ${version} is not supported (Node.js 20 reached its end of life in April 2026); Vitae still starts, but use ${supportedText}.`,
    };
  }
  return { refuse: `Vitae needs ${supportedText}; this is Node.js ${version}.` };
}
