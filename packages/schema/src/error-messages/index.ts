import type { LocaleId } from "../locales.ts";
import type enUS from "./en-US.json";

/** What each error code reads as, in one language: a short title and a sentence that says what to do. */
export type ErrorMessages = typeof enUS;

/**
 * The error texts of every interface language, one chunk each: the web app loads its language's, the server
 * all of them at start-up. One list of imports (not a template string), so every bundler can follow it.
 */
export const errorMessageCatalogues: Record<LocaleId, () => Promise<ErrorMessages>> = {
  "af-ZA": () => import("./af-ZA.json", { with: { type: "json" } }).then((module) => module.default),
  "am-ET": () => import("./am-ET.json", { with: { type: "json" } }).then((module) => module.default),
  "ar-SA": () => import("./ar-SA.json", { with: { type: "json" } }).then((module) => module.default),
  "bg-BG": () => import("./bg-BG.json", { with: { type: "json" } }).then((module) => module.default),
  "bn-BD": () => import("./bn-BD.json", { with: { type: "json" } }).then((module) => module.default),
  "ca-ES": () => import("./ca-ES.json", { with: { type: "json" } }).then((module) => module.default),
  "cs-CZ": () => import("./cs-CZ.json", { with: { type: "json" } }).then((module) => module.default),
  "da-DK": () => import("./da-DK.json", { with: { type: "json" } }).then((module) => module.default),
  "de-DE": () => import("./de-DE.json", { with: { type: "json" } }).then((module) => module.default),
  "el-GR": () => import("./el-GR.json", { with: { type: "json" } }).then((module) => module.default),
  "en-US": () => import("./en-US.json", { with: { type: "json" } }).then((module) => module.default),
  "es-ES": () => import("./es-ES.json", { with: { type: "json" } }).then((module) => module.default),
  "fa-IR": () => import("./fa-IR.json", { with: { type: "json" } }).then((module) => module.default),
  "fi-FI": () => import("./fi-FI.json", { with: { type: "json" } }).then((module) => module.default),
  "fr-FR": () => import("./fr-FR.json", { with: { type: "json" } }).then((module) => module.default),
  "he-IL": () => import("./he-IL.json", { with: { type: "json" } }).then((module) => module.default),
  "hi-IN": () => import("./hi-IN.json", { with: { type: "json" } }).then((module) => module.default),
  "hu-HU": () => import("./hu-HU.json", { with: { type: "json" } }).then((module) => module.default),
  "id-ID": () => import("./id-ID.json", { with: { type: "json" } }).then((module) => module.default),
  "it-IT": () => import("./it-IT.json", { with: { type: "json" } }).then((module) => module.default),
  "ja-JP": () => import("./ja-JP.json", { with: { type: "json" } }).then((module) => module.default),
  "km-KH": () => import("./km-KH.json", { with: { type: "json" } }).then((module) => module.default),
  "kn-IN": () => import("./kn-IN.json", { with: { type: "json" } }).then((module) => module.default),
  "ko-KR": () => import("./ko-KR.json", { with: { type: "json" } }).then((module) => module.default),
  "lt-LT": () => import("./lt-LT.json", { with: { type: "json" } }).then((module) => module.default),
  "ml-IN": () => import("./ml-IN.json", { with: { type: "json" } }).then((module) => module.default),
  "mr-IN": () => import("./mr-IN.json", { with: { type: "json" } }).then((module) => module.default),
  "ne-NP": () => import("./ne-NP.json", { with: { type: "json" } }).then((module) => module.default),
  "nl-NL": () => import("./nl-NL.json", { with: { type: "json" } }).then((module) => module.default),
  "no-NO": () => import("./no-NO.json", { with: { type: "json" } }).then((module) => module.default),
  "or-IN": () => import("./or-IN.json", { with: { type: "json" } }).then((module) => module.default),
  "pl-PL": () => import("./pl-PL.json", { with: { type: "json" } }).then((module) => module.default),
  "pt-BR": () => import("./pt-BR.json", { with: { type: "json" } }).then((module) => module.default),
  "pt-PT": () => import("./pt-PT.json", { with: { type: "json" } }).then((module) => module.default),
  "ro-RO": () => import("./ro-RO.json", { with: { type: "json" } }).then((module) => module.default),
  "ru-RU": () => import("./ru-RU.json", { with: { type: "json" } }).then((module) => module.default),
  "sr-SP": () => import("./sr-SP.json", { with: { type: "json" } }).then((module) => module.default),
  "sv-SE": () => import("./sv-SE.json", { with: { type: "json" } }).then((module) => module.default),
  "ta-IN": () => import("./ta-IN.json", { with: { type: "json" } }).then((module) => module.default),
  "te-IN": () => import("./te-IN.json", { with: { type: "json" } }).then((module) => module.default),
  "th-TH": () => import("./th-TH.json", { with: { type: "json" } }).then((module) => module.default),
  "tr-TR": () => import("./tr-TR.json", { with: { type: "json" } }).then((module) => module.default),
  "uk-UA": () => import("./uk-UA.json", { with: { type: "json" } }).then((module) => module.default),
  "vi-VN": () => import("./vi-VN.json", { with: { type: "json" } }).then((module) => module.default),
  "zh-CN": () => import("./zh-CN.json", { with: { type: "json" } }).then((module) => module.default),
  "zh-TW": () => import("./zh-TW.json", { with: { type: "json" } }).then((module) => module.default),
};
